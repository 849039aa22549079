import { describe, expect, it } from 'vitest';
import { tourSteps } from '@/shared/tours';
import { allFlows, findTarget, isAt } from './flows';

describe('tour flows', () => {
  it('place every step of the shared list, in its order, the last one not skippable', () => {
    for (const flow of allFlows) {
      expect(
        flow.steps.map((s) => s.id),
        flow.id,
      ).toEqual([...tourSteps[flow.id]]);
      expect(flow.steps.at(-1)?.skippable, flow.id).toBe(false);
    }
  });

  it('start every tour that moves on the route it needs, or on the shell', () => {
    for (const flow of allFlows.filter((f) => f.steps.some((s) => s.route))) {
      expect(flow.steps[0]?.route, flow.id).toBeDefined();
    }
  });

  it('matches a route by path, and by hash when it has one', () => {
    expect(isAt('/proyectos', { pathname: '/proyectos', hash: '' })).toBe(true);
    expect(isAt('/admin#tickets', { pathname: '/admin', hash: '#tickets' })).toBe(true);
    expect(isAt('/admin#tickets', { pathname: '/admin', hash: '' })).toBe(false);
  });

  it('finds the first shown target among the fallbacks', () => {
    const root = {
      querySelectorAll: (selector: string) =>
        selector === '#shown'
          ? [{ id: 'shown', getClientRects: () => [{}] }]
          : [{ getClientRects: () => [] }],
    } as unknown as ParentNode;
    expect(findTarget(['#hidden', '#shown'], root)).toMatchObject({ id: 'shown' });
    expect(findTarget(['#hidden'], root)).toBeNull();
  });
});
