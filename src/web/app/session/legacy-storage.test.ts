import { describe, expect, it } from 'vitest';
import {
  authStateMarker,
  collectLegacyPreferences,
  migrationItems,
  removeMigratedKeys,
} from './legacy-storage';

const user = { id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b', email: 'ana@cliente.com', role: 'user' as const };

describe('one-time local-storage migration (docs/product.md#lifecycles)', () => {
  it('reads the legacy keys as preferences, JSON or plain text', () => {
    const store: Record<string, string> = {
      theme: 'dark',
      i18nextLng: 'pt-BR',
      dashboard_widgets: '["projects","help"]',
      welcome_back: 'true',
      unrelated: 'x',
    };
    const { items, keys } = collectLegacyPreferences((key) => store[key] ?? null);
    expect(keys.sort()).toEqual(['dashboard_widgets', 'i18nextLng', 'theme', 'welcome_back']);
    expect(items).toEqual(
      expect.arrayContaining([
        { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' },
        { preference_type: 'language', preference_key: 'language', preference_value: 'pt' },
        {
          preference_type: 'dashboard_widgets',
          preference_key: 'widgets',
          preference_value: ['projects', 'help'],
        },
        { preference_type: 'welcome_back', preference_key: 'welcome_back', preference_value: true },
      ]),
    );
  });

  it('skips values too large to be a preference', () => {
    const { items, keys } = collectLegacyPreferences((key) =>
      key === 'dashboard_layouts' ? JSON.stringify('x'.repeat(20_000)) : null,
    );
    expect(items).toEqual([]);
    expect(keys).toEqual(['dashboard_layouts']);
  });

  it('adds the auth marker { id, email, role, timestamp } once, replacing a legacy one', () => {
    const marker = authStateMarker(user, new Date('2026-11-21T10:00:00Z'));
    expect(marker.preference_value).toEqual({ ...user, timestamp: '2026-11-21T10:00:00.000Z' });
    const items = migrationItems(
      [{ preference_type: 'auth_state', preference_key: 'auth_state', preference_value: { old: true } }],
      marker,
    );
    expect(items).toEqual([marker]);
  });

  it('removes migrated keys but keeps theme and language, which the app still uses', () => {
    const removed: string[] = [];
    removeMigratedKeys(['theme', 'i18nextLng', 'dashboard_widgets', 'auth_state'], (key) =>
      removed.push(key),
    );
    expect(removed).toEqual(['dashboard_widgets', 'auth_state']);
  });
});
