// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { unsyncedPreferences } from './unsynced-preferences';

const dark = { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' } as const;
const light = { ...dark, preference_value: 'light' } as const;

describe('theme/language changes not yet saved on the server', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the latest value per key until the server confirms it', () => {
    unsyncedPreferences.mark(dark);
    unsyncedPreferences.mark(light);
    expect(unsyncedPreferences.list()).toEqual([light]);
    expect(unsyncedPreferences.has('theme', 'theme')).toBe(true);
    unsyncedPreferences.settle(light);
    expect(unsyncedPreferences.list()).toEqual([]);
  });

  it('keeps a newer change when an older save lands', () => {
    unsyncedPreferences.mark(dark);
    unsyncedPreferences.mark(light);
    unsyncedPreferences.settle(dark);
    expect(unsyncedPreferences.list()).toEqual([light]);
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem('websy_unsynced_preferences', '{oops');
    expect(unsyncedPreferences.list()).toEqual([]);
  });
});
