import type { GithubApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';

/** Typed RPC client (Hono) of the GitHub module; calls go through `unwrap`. */
export const githubApi = rpcClient<GithubApi>('/api').github;

/** Everything of this feature lives under 'github'. */
export const githubKeys = {
  all: ['github'] as const,
  connection: () => [...githubKeys.all, 'connection'] as const,
  /** Per connection (its expiry changes with every token), so a new connection never shows the old one's data. */
  dashboard: (connection: string) => [...githubKeys.all, 'dashboard', connection] as const,
};
