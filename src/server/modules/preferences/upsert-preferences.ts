import { eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import type { PreferenceInput } from '../../../shared/schemas/preferences';
import { presentPreference } from './present-preference';

async function upsert(tx: Tx, userId: string, items: PreferenceInput[]) {
  if (items.length === 0) return [];
  // Last write wins within one request for a repeated (type, key).
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

/** Upsert on (user_id, preference_type, preference_key), SPEC §7. */
export async function upsertPreference(db: Database, caller: Caller, input: PreferenceInput) {
  const [row] = await asCaller(db, caller, (tx) => upsert(tx, caller.id, [input]));
  return presentPreference(row!);
}

/** Import (or one-time local-storage migration): optionally replaces everything, in one transaction. */
export async function importPreferences(
  db: Database,
  caller: Caller,
  input: { replace: boolean; items: PreferenceInput[] },
) {
  const rows = await asCaller(db, caller, async (tx) => {
    if (input.replace) await tx.delete(userPreferences).where(eq(userPreferences.userId, caller.id));
    return upsert(tx, caller.id, input.items);
  });
  return rows.map(presentPreference);
}
