import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@/shared/schemas/profile';
import { getPreferences, preferencesKeys } from '@/web/features/preferences/api/get-preferences';
import { importPreferences } from '@/web/features/preferences/api/import-preferences';
import { savePreference } from '@/web/features/preferences/api/save-preference';
import { i18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';
import { unsyncedPreferences } from './unsynced-preferences';
import {
  authStateMarker,
  collectLegacyPreferences,
  migrationItems,
  removeMigratedKeys,
} from './legacy-storage';

/**
 * What happens once when a user signs in (docs/product.md#lifecycles): the local-storage preferences move to the
 * database (with the auth marker), and a first sign-in without the welcome flag greets the user
 * and stores the flag. Failures here never block the sign-in: they are logged and skipped.
 */
export async function runSignInEffects(queryClient: QueryClient, user: Profile): Promise<void> {
  try {
    const { items, keys } = collectLegacyPreferences();
    await importPreferences({ replace: false, items: migrationItems(items, authStateMarker(user)) });
    removeMigratedKeys(keys);
    // The local theme and language just went up with the migration.
    unsyncedPreferences.clear();
  } catch (error) {
    console.warn('[websy] preference migration skipped', error);
  }

  try {
    const welcome = await getPreferences('welcome_back');
    if (welcome.length === 0) {
      notify.success(i18n.t('auth:welcome.title'), { description: i18n.t('auth:welcome.description') });
      await savePreference({
        preference_type: 'welcome_back',
        preference_key: 'welcome_back',
        preference_value: true,
      });
    }
  } catch (error) {
    console.warn('[websy] welcome flag skipped', error);
  }

  await queryClient.invalidateQueries({ queryKey: preferencesKeys.all });
}
