import type { GithubApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Typed RPC client (Hono) of the GitHub module; calls go through `unwrap`. */
export const githubApi = rpcClient<GithubApi>('/api').github;

/** Everything of this feature lives under 'github'. */
export const githubKeys = {
  all: ['github'] as const,
  connection: () => [...githubKeys.all, 'connection'] as const,
  dashboard: () => [...githubKeys.all, 'dashboard'] as const,
};
