import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@/shared/schemas/profile';
import { api, unwrap } from '@/web/lib/api-client';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';

/** PATCH /api/me with `{ full_name?, avatar_url? }`. */
export async function updateMe(input: UpdateProfileInput): Promise<Profile> {
  const { user } = await unwrap(api.api.me.$patch({ json: input }));
  return user;
}

/** The profile form places the server's validation errors on its fields: no toast from the cache. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    meta: { silent: true },
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
