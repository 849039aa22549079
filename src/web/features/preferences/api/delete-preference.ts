import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceType } from '@/shared/schemas/preferences';
import { api, unwrapEmpty } from '@/web/lib/api-client';
import { preferencesKeys } from './get-preferences';

/** DELETE /api/preferences/{type}/{key}. */
export async function deletePreference(input: { type: PreferenceType; key: string }): Promise<void> {
  await unwrapEmpty(
    api.api.preferences[':type'][':key'].$delete({ param: { type: input.type, key: input.key } }),
  );
}

export function useDeletePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreference,
    meta: { operation: 'savePreferences' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
  });
}
