import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/schemas/users-admin';
import { unwrap } from '@/web/lib/api-client';
import { operation, usersApi } from './client';
import { clientKeys } from './query-keys';

/** A client the admin may invoice, as the form lists them. */
export type BillingClient = Pick<AdminUser, 'id' | 'email'> & { name: AdminUser['full_name'] };

/** GET /api/users?role=user (admins): clients matching the term in name or e-mail. */
export async function searchClients(term: string, signal?: AbortSignal): Promise<BillingClient[]> {
  const search = term.trim();
  const { users } = await unwrap(
    usersApi.index.$get(
      { query: { ...(search && { search }), role: 'user', limit: '20' } },
      { init: { signal: signal ?? null } },
    ),
  );
  return users.map((u) => ({ id: u.id, name: u.full_name, email: u.email }));
}

export function useBillingClients(term: string, enabled = true) {
  return useQuery({
    queryKey: clientKeys.search(term.trim()),
    queryFn: ({ signal }) => searchClients(term, signal),
    staleTime: 60_000,
    enabled,
    placeholderData: keepPreviousData,
    meta: { operation: operation('searchClients') },
  });
}
