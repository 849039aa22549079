import { describe, expect, it } from 'vitest';
import { detectProjectType, PROJECT_TYPES, projectTypeIds } from './project-types';

describe('project types (docs/product.md#records-and-fields)', () => {
  it('has the 12 types, each with name, category, keywords, description, icon and colour', () => {
    expect(PROJECT_TYPES.map((p) => p.id)).toEqual([...projectTypeIds]);
    expect(PROJECT_TYPES).toHaveLength(12);
    for (const type of PROJECT_TYPES) {
      expect(['Web', 'Mobile', 'Design', 'Development', 'Other']).toContain(type.category);
      expect(type.keywords.length).toBeGreaterThan(0);
      expect(type.icon).toMatch(/^[a-z0-9-]+$/);
      expect(type.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('detectProjectType scoring', () => {
  it('scores +1 for a keyword in the text, +2 more in the name, +1.5 more in the description', () => {
    // "tienda": in name and description → 1 + 2 + 1.5 = 4.5; "carrito": description only → 1 + 1.5 = 2.5
    const result = detectProjectType({ name: 'Tienda Lucía', description: 'Una tienda con carrito' });
    expect(result.scores.ecommerce).toBe(7);
    expect(result.type).toBe('ecommerce');
  });

  it('scores a keyword found only in the technologies +1', () => {
    const result = detectProjectType({ name: 'Proyecto X', technologies: ['Figma'] });
    expect(result.scores['ui-ux']).toBe(1);
    expect(result.type).toBe('ui-ux');
  });

  it('lets a keyword in the name (3) beat one in the description (2.5)', () => {
    const result = detectProjectType({ name: 'Blog de viajes', description: 'Con tienda' });
    expect(result.scores.blog).toBe(3);
    expect(result.scores.ecommerce).toBe(2.5);
    expect(result.type).toBe('blog');
  });

  it('falls back on technology words, else development', () => {
    expect(detectProjectType({ name: 'Proyecto Z', technologies: ['Flutter'] }).type).toBe('mobile-app');
    expect(detectProjectType({ name: 'Proyecto Z', technologies: ['Vue'] }).type).toBe('web-app');
    expect(detectProjectType({ name: 'Proyecto Z' }).type).toBe('development');
  });

  it('matches whole words only, case-insensitively', () => {
    expect(detectProjectType({ name: 'APIs para TODOS', description: 'rapido' }).scores.api).toBeUndefined();
    expect(detectProjectType({ name: 'Nueva API', description: '' }).type).toBe('api');
  });
});
