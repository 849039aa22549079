import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { api, unwrap } from '@/web/lib/api-client';
import { preferencesKeys, type PreferenceItem } from './get-preferences';

/**
 * POST /api/preferences/import: used for JSON import (`replace: true`) and for the one-time
 * local-storage migration on sign-in (`replace: false`).
 */
export async function importPreferences(input: {
  replace: boolean;
  items: PreferenceInput[];
}): Promise<PreferenceItem[]> {
  const { items } = await unwrap(api.api.preferences.import.$post({ json: input }));
  return items;
}

export function useImportPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPreferences,
    meta: { operation: 'importPreferences' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
  });
}

/**
 * Saves one settings section (several keys) in one transaction, without touching the rest. The
 * section's form shows a failure as its message: no toast from the cache.
 */
export function useSavePreferenceSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: PreferenceInput[]) => importPreferences({ replace: false, items }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesKeys.all }),
  });
}
