import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import type { preferencesImportSchema } from '../../../shared/schemas/preferences';
import { presentPreference } from './present-preference';
import { upsertPreferences } from './upsert-preference';

/** Import (or one-time local-storage migration): optionally replaces everything, in one transaction. */
export async function importPreferences(
  db: Database,
  caller: Caller,
  input: z.output<typeof preferencesImportSchema>,
) {
  const rows = await asCaller(db, caller, async (tx) => {
    if (input.replace) await tx.delete(userPreferences).where(eq(userPreferences.userId, caller.id));
    return upsertPreferences(tx, caller.id, input.items);
  });
  return rows.map(presentPreference);
}
