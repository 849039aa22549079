import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import type { PreferenceInput } from '../../../shared/schemas/preferences';
import { presentPreference } from './present-preference';

/** Upsert on (user_id, preference_type, preference_key); last write wins for a repeated (type, key). */
export async function upsertPreferences(tx: Tx, userId: string, items: PreferenceInput[]) {
  if (items.length === 0) return [];
  const unique = new Map(items.map((i) => [`${i.preference_type}\u0000${i.preference_key}`, i]));
  return tx
    .insert(userPreferences)
    .values(
      [...unique.values()].map((i) => ({
        userId,
        preferenceType: i.preference_type,
        preferenceKey: i.preference_key,
        preferenceValue: i.preference_value,
      })),
    )
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.preferenceType, userPreferences.preferenceKey],
      set: { preferenceValue: sql`excluded.preference_value`, updatedAt: sql`now()` },
    })
    .returning();
}

/** Create or replace one preference (docs/product.md#api-conventions). */
export async function upsertPreference(db: Database, caller: Caller, input: PreferenceInput) {
  const [row] = await asCaller(db, caller, (tx) => upsertPreferences(tx, caller.id, [input]));
  return presentPreference(row!);
}
