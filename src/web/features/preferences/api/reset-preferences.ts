import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrapEmpty } from '@/web/lib/api-client';
import { preferencesKeys } from './get-preferences';

/** DELETE /api/preferences: removes every preference of the caller. */
export async function resetPreferences(): Promise<void> {
  await unwrapEmpty(api.api.preferences.$delete());
}

export function useResetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPreferences,
    meta: { operation: 'resetPreferences' },
    onSuccess: () => queryClient.setQueriesData({ queryKey: preferencesKeys.all }, []),
  });
}
