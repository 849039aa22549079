import { describe, expect, it } from 'vitest';
import { resources } from '@/shared/i18n/resources';
import { adminNavigation } from './admin-navigation';
import { clientNavigation } from './client-navigation';
import { navigationFor, visibleNavigation } from './navigation';

const ids = (sections: ReturnType<typeof visibleNavigation>) =>
  sections.map((s) => [s.id, s.items.map((i) => i.id)]);

describe('sidebar navigation', () => {
  it('shows the client only the screens that exist now', () => {
    expect(ids(visibleNavigation(navigationFor('user')))).toEqual([
      ['main', ['dashboard', 'projects', 'phases-tasks', 'calendar', 'websy-ai', 'reports']],
      ['personal', ['profile', 'billing']],
      ['support', ['support', 'settings']],
    ]);
  });

  it('shows the admin the screens that exist, and drops empty sections (no heading)', () => {
    expect(ids(visibleNavigation(navigationFor('admin')))).toEqual([
      [
        'admin',
        [
          'dashboard',
          'usuarios',
          'proyectos',
          'websy-ai',
          'fases-tareas',
          'calendario',
          'aprobar-proyectos',
          'tickets',
          'pagos',
          'equipo',
        ],
      ],
      ['analytics', ['advanced-analytics', 'reports', 'integraciones', 'webhooks']],
      ['system', ['notifications', 'settings']],
    ]);
  });

  it('keeps every docs/product.md#screens-and-navigation entry in the table, ready to enable', () => {
    expect(clientNavigation().flatMap((s) => s.items.map((i) => i.id))).toEqual([
      'dashboard',
      'projects',
      'phases-tasks',
      'calendar',
      'websy-ai',
      'reports',
      'profile',
      'billing',
      'support',
      'settings',
    ]);
    expect(adminNavigation().flatMap((s) => s.items).length).toBe(16);
  });

  it('has a label for every entry in Spanish', () => {
    const shell = resources.es.shell as unknown as Record<string, unknown>;
    const lookup = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], shell);
    for (const section of [...clientNavigation(), ...adminNavigation()]) {
      if (section.titleKey) expect(lookup(section.titleKey), section.titleKey).toEqual(expect.any(String));
      for (const item of section.items)
        expect(lookup(item.labelKey), item.labelKey).toEqual(expect.any(String));
    }
  });
});
