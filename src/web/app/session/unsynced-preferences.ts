import { PREFERENCE_KEY_PATTERN, PREFERENCE_TYPES } from '@/shared/domain/preferences';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { storage } from '@/web/lib/storage';

/**
 * Theme and language changes not yet confirmed by the server. If the page reloads (or the
 * network drops) before the save lands, the local choice is re-sent on the next load instead of
 * being overwritten by the older value stored on the account.
 */
const KEY = 'websy_unsynced_preferences';

/**
 * What this module wrote, or nothing: a plain guard rather than the zod schema, because the
 * signed-in shell reads this on its first screen, before any form loads the schema library.
 */
function isPreferenceInput(value: unknown): value is PreferenceInput {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (PREFERENCE_TYPES as readonly unknown[]).includes(item.preference_type) &&
    typeof item.preference_key === 'string' &&
    PREFERENCE_KEY_PATTERN.test(item.preference_key) &&
    item.preference_value !== undefined
  );
}

function read(): PreferenceInput[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(KEY) ?? '[]');
    return Array.isArray(parsed) && parsed.every(isPreferenceInput) ? parsed : [];
  } catch {
    return [];
  }
}

function write(items: PreferenceInput[]): void {
  if (items.length) storage.set(KEY, JSON.stringify(items));
  else storage.remove(KEY);
}

const same = (a: PreferenceInput, b: PreferenceInput) =>
  a.preference_type === b.preference_type && a.preference_key === b.preference_key;

export const unsyncedPreferences = {
  list: read,
  mark(item: PreferenceInput): void {
    write([...read().filter((p) => !same(p, item)), item]);
  },
  /** Forgets an item once the server has it (only if it was not changed again meanwhile). */
  settle(item: PreferenceInput): void {
    write(
      read().filter(
        (p) =>
          !(same(p, item) && JSON.stringify(p.preference_value) === JSON.stringify(item.preference_value)),
      ),
    );
  },
  clear(): void {
    storage.remove(KEY);
  },
  has(type: PreferenceInput['preference_type'], key: string): boolean {
    return read().some((p) => p.preference_type === type && p.preference_key === key);
  },
};
