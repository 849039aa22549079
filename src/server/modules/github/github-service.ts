import type { Config } from '../../config';
import { createShortCache, type ShortCache } from '../../lib/short-cache';
import { GITHUB } from '../../../shared/schemas/github';
import type { GithubApiSettings } from './github-client';
import { createTokenCipher, type TokenCipher } from '../../lib/token-cipher';

/** What the GitHub module needs beside the database: the provider's address, the token key, the cache. */
export interface GithubService {
  api: GithubApiSettings;
  cipher: TokenCipher;
  /** Each user's dashboard, reused for 5 minutes unless refreshed (docs/product.md#lifecycles). */
  dashboards: ShortCache;
  /** The OAuth app (decision 0026), when `GITHUB_CLIENT_ID/SECRET` are set; else only tokens connect. */
  oauth: GithubOauthSettings | null;
}

export interface GithubOauthSettings {
  clientId: string;
  clientSecret: string;
  /** Where `/login/oauth/authorize` and `/login/oauth/access_token` live. */
  baseUrl: string;
}

export function createGithubService(config: Config, appSecret: string): GithubService {
  return {
    api: {
      baseUrl: config.integrations.githubApiUrl,
      rateLimitMinWaitSeconds: config.integrations.githubRateLimitMinWaitSeconds,
    },
    cipher: createTokenCipher(appSecret),
    dashboards: createShortCache(GITHUB.dashboardCacheSeconds, { max: 500 }),
    oauth: config.oauth.github
      ? { ...config.oauth.github, baseUrl: config.integrations.githubOauthUrl }
      : null,
  };
}
