import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/schemas/users-admin';
import { unwrap } from '@/web/lib/api-client';
import { operation, usersApi } from './client';
import { recipientKeys } from './query-keys';

/** A user as the recipient picker lists them. */
export type Recipient = Pick<AdminUser, 'id' | 'email'> & { name: AdminUser['full_name'] };

const RESULTS = 8;

/**
 * Users an admin may notify: GET /api/users (admins only), active accounts matching the term in
 * name or e-mail, newest first; without a term, the newest accounts.
 */
export async function searchRecipients(term: string, signal?: AbortSignal): Promise<Recipient[]> {
  const search = term.trim();
  const { users } = await unwrap(
    usersApi.index.$get(
      { query: { ...(search && { search }), status: 'active', limit: String(RESULTS) } },
      { init: { signal: signal ?? null } },
    ),
  );
  return users.map((u) => ({ id: u.id, name: u.full_name, email: u.email }));
}

export const recipientsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: recipientKeys.search(term.trim()),
    queryFn: ({ signal }) => searchRecipients(term, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { operation: operation('searchUsers') },
  });

export function useRecipients(term: string) {
  return useQuery(recipientsQueryOptions(term));
}
