import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorFromResponse } from '@/web/lib/api-error';
import { currentLanguage } from '@/web/lib/i18n';
import { operation } from './client';
import { recipientKeys } from './query-keys';

export interface Recipient {
  id: string;
  name: string;
  email: string;
  role: string;
}

const RESULTS = 8;

async function listUsers(query: Record<string, string>, signal?: AbortSignal): Promise<Recipient[]> {
  const params = new URLSearchParams({ limit: String(RESULTS), ...query });
  const response = await fetch(`/api/auth/admin/list-users?${params}`, {
    headers: { 'Accept-Language': currentLanguage(), Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  const body = (await response.json()) as { users?: Array<{ id: string; name?: string | null; email: string; role?: string | null }> };
  return (body.users ?? []).map((u) => ({ id: u.id, name: u.name ?? '', email: u.email, role: u.role ?? 'user' }));
}

/**
 * Users an admin may notify, through the auth library's admin API (GET /api/auth/admin/list-users,
 * admins only). With a term: matches on e-mail (stored lower-case) or on the name as typed,
 * merged; without one: the newest accounts.
 */
export async function searchRecipients(term: string, signal?: AbortSignal): Promise<Recipient[]> {
  const search = term.trim();
  if (!search) return listUsers({ sortBy: 'createdAt', sortDirection: 'desc' }, signal);
  const [byEmail, byName] = await Promise.all([
    listUsers({ searchValue: search.toLowerCase(), searchField: 'email', searchOperator: 'contains' }, signal),
    listUsers({ searchValue: search, searchField: 'name', searchOperator: 'contains' }, signal),
  ]);
  const merged = new Map<string, Recipient>();
  for (const user of [...byEmail, ...byName]) merged.set(user.id, user);
  return [...merged.values()].slice(0, RESULTS);
}

export const recipientsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: recipientKeys.search(term.trim()),
    queryFn: ({ signal }) => searchRecipients(term, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { operation: operation('searchUsers') },
  });

export function useRecipients(term: string, enabled: boolean) {
  return useQuery({ ...recipientsQueryOptions(term), enabled });
}
