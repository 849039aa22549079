import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OauthCallbackInput } from '@/shared/schemas/github';
import { unwrap } from '@/web/lib/api-client';
import { githubApi, githubKeys } from './client';

/** POST /api/github/oauth/start: the server keeps a fresh state and answers GitHub's authorize address. */
export async function startOauth() {
  const { authorization } = await unwrap(githubApi.oauth.start.$post());
  return authorization.url;
}

/** 'Conectar con GitHub': leaves for GitHub, which comes back to /auth/github/callback. */
export function useStartOauth() {
  return useMutation({
    mutationFn: startOauth,
    onSuccess: (url) => window.location.assign(url),
    meta: { silent: true },
  });
}

/** POST /api/github/oauth/callback: the code and state GitHub sent back, exchanged on the server. */
export async function completeOauth(input: OauthCallbackInput) {
  const { connection } = await unwrap(githubApi.oauth.callback.$post({ json: input }));
  return connection;
}

export function useCompleteOauth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOauth,
    onSuccess: (connection) => queryClient.setQueryData(githubKeys.connection(), connection),
    meta: { silent: true },
  });
}
