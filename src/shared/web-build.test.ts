import { describe, expect, it } from 'vitest';
import { routePattern } from './web-build';

describe('route patterns of the route pages', () => {
  it('matches a parameter as one path segment, and nothing deeper', () => {
    const detail = routePattern('/proyectos/detalle/:projectId');
    expect(detail.test('/proyectos/detalle/abc-123')).toBe(true);
    expect(detail.test('/proyectos/detalle/abc-123/')).toBe(true);
    expect(detail.test('/proyectos/detalle/')).toBe(false);
    expect(detail.test('/proyectos/detalle/a/b')).toBe(false);
  });

  it('matches fixed paths exactly, dots included', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/login')).toBe(false);
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });
});
