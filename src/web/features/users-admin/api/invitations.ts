import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { invitationsApi } from './client';

export function useInvitations() {
  return useQuery({
    queryKey: ['users', 'invitations'],
    queryFn: () => unwrap(invitationsApi.index.$get()),
    meta: { operation: 'loadInvitations' },
  });
}

/** The invite form places the server's validation errors on its fields: no toast from the cache. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: 'admin' | 'user' }) =>
      unwrap(invitationsApi.index.$post({ json: input })),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'invitations'] }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrapEmpty(invitationsApi[':id'].$delete({ param: { id } })),
    meta: { operation: 'revokeInvitation' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'invitations'] }),
  });
}

export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => unwrap(invitationsApi.lookup.$get({ query: { token } })),
    enabled: token.length >= 20,
    retry: false,
    meta: { silent: true },
  });
}

/** The accept form places the server's validation errors on its fields: no toast from the cache. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: { token: string; full_name: string; password: string }) =>
      unwrap(invitationsApi.accept.$post({ json: input })),
    meta: { silent: true },
  });
}
