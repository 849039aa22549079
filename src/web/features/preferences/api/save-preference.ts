import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { api, unwrap } from '@/web/lib/api-client';
import { preferencesKeys, type PreferenceItem } from './get-preferences';

/** PUT /api/preferences: upsert one preference on (type, key). */
export async function savePreference(input: PreferenceInput): Promise<PreferenceItem> {
  const { item } = await unwrap(api.api.preferences.$put({ json: input }));
  return item;
}

/** Writes the saved item into the cached list so every screen sees it at once. */
function mergeInto(list: PreferenceItem[] | undefined, item: PreferenceItem): PreferenceItem[] | undefined {
  if (!list) return list;
  const rest = list.filter(
    (p) => !(p.preference_type === item.preference_type && p.preference_key === item.preference_key),
  );
  return [item, ...rest];
}

export function useSavePreference(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreference,
    meta: { operation: 'savePreferences', silent: options.silent },
    onSuccess: (item) => {
      queryClient.setQueryData<PreferenceItem[]>(preferencesKeys.list(), (list) => mergeInto(list, item));
      queryClient.setQueryData<PreferenceItem[]>(preferencesKeys.list(item.preference_type), (list) =>
        mergeInto(list, item),
      );
    },
  });
}
