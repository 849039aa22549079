import { and, desc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import type { PreferenceType } from '../../../shared/schemas/preferences';
import { presentPreference } from './present-preference';

export async function listPreferences(db: Database, caller: Caller, type?: PreferenceType) {
  const rows = await asCaller(db, caller, (tx) =>
    tx
      .select()
      .from(userPreferences)
      .where(
        and(
          eq(userPreferences.userId, caller.id),
          type ? eq(userPreferences.preferenceType, type) : undefined,
        ),
      )
      .orderBy(desc(userPreferences.updatedAt)),
  );
  return rows.map(presentPreference);
}
