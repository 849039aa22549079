import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userPreferences } from '../../db/schema/user-preferences';
import type { PreferenceType } from '../../../shared/schemas/preferences';

/** Delete by user, type and key (docs/product.md#api-conventions). Deleting what is not there is not an error. */
export async function deletePreference(db: Database, caller: Caller, type: PreferenceType, key: string) {
  await asCaller(db, caller, (tx) =>
    tx
      .delete(userPreferences)
      .where(
        and(
          eq(userPreferences.userId, caller.id),
          eq(userPreferences.preferenceType, type),
          eq(userPreferences.preferenceKey, key),
        ),
      ),
  );
}
