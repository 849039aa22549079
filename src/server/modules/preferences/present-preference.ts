import type { userPreferences } from '../../db/schema/user-preferences';
import type { Preference, PreferenceType } from '../../../shared/schemas/preferences';

export function presentPreference(row: typeof userPreferences.$inferSelect): Preference {
  return {
    id: row.id,
    preference_type: row.preferenceType as PreferenceType,
    preference_key: row.preferenceKey,
    preference_value: row.preferenceValue as Preference['preference_value'],
    updated_at: row.updatedAt.toISOString(),
  };
}
