import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listUsersQuerySchema } from '@/shared/schemas/users-admin';
import { unwrap } from '@/web/lib/api-client';
import { usersApi } from './client';

type UsersQuery = z.output<typeof listUsersQuerySchema>;

/** The list's filters as the screen holds them ('' = any role or status). */
export type UsersFilter = {
  search: string;
  role: NonNullable<UsersQuery['role']> | '';
  status: NonNullable<UsersQuery['status']> | '';
  page: UsersQuery['page'];
};

export async function listUsers(filter: UsersFilter) {
  return unwrap(
    usersApi.index.$get({
      query: {
        ...(filter.search && { search: filter.search }),
        ...(filter.role && { role: filter.role }),
        ...(filter.status && { status: filter.status }),
        page: String(filter.page),
        limit: '20',
      },
    }),
  );
}

export function useUsers(filter: UsersFilter) {
  return useQuery({
    queryKey: ['users', 'list', filter],
    queryFn: () => listUsers(filter),
    placeholderData: keepPreviousData,
    meta: { operation: 'loadUsers' },
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; role: 'admin' | 'user' }) =>
      unwrap(usersApi[':id'].role.$patch({ param: { id: input.id }, json: { role: input.role } })),
    meta: { operation: 'changeRole' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useSetActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; active: boolean; reason?: string }) =>
      input.active
        ? unwrap(usersApi[':id'].reactivate.$post({ param: { id: input.id } }))
        : unwrap(
            usersApi[':id'].deactivate.$post({
              param: { id: input.id },
              json: { ...(input.reason && { reason: input.reason }) },
            }),
          ),
    meta: { operation: 'setActive' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
