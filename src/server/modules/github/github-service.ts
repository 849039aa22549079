import type { Config } from '../../config';
import { createShortCache, type ShortCache } from '../../lib/short-cache';
import { GITHUB } from '../../../shared/schemas/github';
import type { GithubApiSettings } from './github-client';
import { createTokenCipher, type TokenCipher } from './token-cipher';

/** What the GitHub module needs beside the database: the provider's address, the token key, the cache. */
export interface GithubService {
  api: GithubApiSettings;
  cipher: TokenCipher;
  /** Each user's dashboard, reused for 5 minutes unless refreshed (SPEC §4). */
  dashboards: ShortCache;
}

export function createGithubService(config: Config, appSecret: string): GithubService {
  return {
    api: {
      baseUrl: config.integrations.githubApiUrl,
      rateLimitMinWaitSeconds: config.integrations.githubRateLimitMinWaitSeconds,
    },
    cipher: createTokenCipher(appSecret),
    dashboards: createShortCache(GITHUB.dashboardCacheSeconds, { max: 500 }),
  };
}
