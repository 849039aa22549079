import { legacyStorageKeys, preferenceValueSchema, type PreferenceInput } from '@/shared/schemas/preferences';
import type { Profile } from '@/shared/schemas/profile';
import { storage } from '@/web/lib/storage';

/** Keys the app keeps using as its local cache after migrating them (theme, language). */
const KEPT_AFTER_MIGRATION = new Set<string>(['theme', 'i18nextLng']);

function parseStored(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The docs/product.md#lifecycles sign-in marker stored as preference auth_state. */
export function authStateMarker(
  user: Pick<Profile, 'id' | 'email' | 'role'>,
  now: Date = new Date(),
): PreferenceInput {
  return {
    preference_type: 'auth_state',
    preference_key: 'auth_state',
    preference_value: { id: user.id, email: user.email, role: user.role, timestamp: now.toISOString() },
  };
}

/**
 * Reads the legacy local-storage keys (docs/product.md#lifecycles) as preference inputs, skipping values that are
 * not valid JSON preferences (too large, undefined…).
 */
export function collectLegacyPreferences(read: (key: string) => string | null = storage.get): {
  items: PreferenceInput[];
  keys: string[];
} {
  const items: PreferenceInput[] = [];
  const keys: string[] = [];
  for (const [storageKey, target] of Object.entries(legacyStorageKeys)) {
    const raw = read(storageKey);
    if (raw === null || raw === '') continue;
    keys.push(storageKey);
    const parsed = preferenceValueSchema.safeParse(parseStored(raw));
    if (!parsed.success) continue;
    let value = parsed.data;
    if (storageKey === 'i18nextLng' && typeof value === 'string') value = value.slice(0, 2);
    items.push({ preference_type: target.type, preference_key: target.key, preference_value: value });
  }
  return { items, keys };
}

/** Items to import on sign-in: legacy values plus a fresh auth marker, one per (type, key). */
export function migrationItems(legacy: PreferenceInput[], marker: PreferenceInput): PreferenceInput[] {
  const byKey = new Map<string, PreferenceInput>();
  for (const item of [...legacy, marker]) byKey.set(`${item.preference_type}/${item.preference_key}`, item);
  return [...byKey.values()];
}

/** Removes migrated keys, except the ones the app keeps as its cache. */
export function removeMigratedKeys(keys: string[], remove: (key: string) => void = storage.remove): void {
  for (const key of keys) if (!KEPT_AFTER_MIGRATION.has(key)) remove(key);
}
