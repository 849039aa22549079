import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { PreferenceType } from '@/shared/schemas/preferences';
import { api, unwrap } from '@/web/lib/api-client';

/** A stored preference as the API presents it (value is any JSON). */
export type PreferenceItem = InferResponseType<typeof api.api.preferences.$get, 200>['items'][number];

/** GET /api/preferences[?preference_type=x]: newest first. */
export async function getPreferences(type?: PreferenceType): Promise<PreferenceItem[]> {
  const { items } = await unwrap(api.api.preferences.$get({ query: type ? { preference_type: type } : {} }));
  return items;
}

export const preferencesKeys = {
  all: ['preferences'] as const,
  list: (type?: PreferenceType) => [...preferencesKeys.all, type ?? 'all'] as const,
};

export const preferencesQueryOptions = (type?: PreferenceType) =>
  queryOptions({
    queryKey: preferencesKeys.list(type),
    queryFn: () => getPreferences(type),
    meta: { operation: 'loadPreferences', firstScreen: true },
  });

export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
