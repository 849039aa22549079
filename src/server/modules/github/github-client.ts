import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { GITHUB } from '../../../shared/schemas/github';

const GithubOctokit = Octokit.plugin(throttling, retry);
export type GithubClient = InstanceType<typeof GithubOctokit>;

export interface GithubApiSettings {
  baseUrl: string;
  /** A 403 with no rate limit left waits until the reset and at least this long (docs/product.md#limits: 60 s). */
  rateLimitMinWaitSeconds: number;
}

/** How long to wait after a 403 with no rate limit left: until the reset, and at least the minimum. */
export function rateLimitWaitSeconds(untilResetSeconds: number, minimumSeconds: number): number {
  return Math.max(untilResetSeconds, minimumSeconds);
}

const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * One client for the provider's REST and GraphQL APIs (docs/product.md#api-conventions), as the user whose token it is.
 * The throttling plugin waits out the rate limit (until the reset, at least the minimum, up to 3
 * times); the retry plugin retries what failed on the provider's side; refusals are not retried.
 */
export function githubClient(token: string, settings: GithubApiSettings): GithubClient {
  const onLimit = async (untilReset: number, _options: unknown, _octokit: unknown, retryCount: number) => {
    if (retryCount >= GITHUB.rateLimitRetries) return false;
    const extra = rateLimitWaitSeconds(untilReset, settings.rateLimitMinWaitSeconds) - untilReset;
    if (extra > 0) await new Promise((resolve) => setTimeout(resolve, extra * 1000));
    return true;
  };
  return new GithubOctokit({
    auth: token,
    baseUrl: settings.baseUrl,
    userAgent: 'Websy Portal',
    log: quiet,
    throttle: { onRateLimit: onLimit, onSecondaryRateLimit: onLimit },
    retry: { doNotRetry: [400, 401, 403, 404, 409, 410, 422, 451] },
  });
}

/** The HTTP status of a provider error (undefined when the provider was not reached). */
export function providerStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}
