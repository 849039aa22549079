import { retry } from '@octokit/plugin-retry';
import { Octokit } from '@octokit/rest';
import { z } from 'zod';
import { AppError } from '../../../../shared/errors';
import { GITHUB_OAUTH } from '../../../../shared/schemas/github';
import type { GithubOauthSettings } from '../github-service';

/** GitHub's answer to `POST /login/oauth/access_token` (JSON): a token, or an error with 200. */
const tokenResponseSchema = z.object({
  access_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
  expires_in: z.coerce.number().int().positive().optional(),
  error: z.string().optional(),
});

export interface ExchangedToken {
  accessToken: string;
  /** The scopes GitHub granted (its `scope` field), when it says. */
  scopes: string[] | null;
  /** Seconds until the token expires, when GitHub says (tokens of GitHub Apps). */
  expiresIn: number | null;
}

/** Statuses worth another attempt: the provider's own failures and its rate limit. */
const transient = (status: number) => status >= 500 || status === 429;

/**
 * Octokit's retry plugin schedules the attempts (Bottleneck); this plugin, placed before it, sets
 * the back-off docs/product.md#api-conventions asks of the exchange — 1 s, then 2 s — through the plugin's documented
 * per-request `retries`/`retryAfter`, on a provider failure only. Those statuses are listed in
 * `doNotRetry` so the plugin's own (n+1)² back-off never overrides it.
 */
function exchangeBackoff(octokit: Pick<Octokit, 'hook'>) {
  octokit.hook.error('request', (error, options) => {
    const status = (error as { status?: number }).status ?? 500;
    const request = (error as { request?: { request?: Record<string, unknown> } }).request;
    if (transient(status) && request?.request) {
      const attempt = Number(options.request?.retryCount ?? 0);
      request.request.retries = GITHUB_OAUTH.exchangeAttempts - 1;
      request.request.retryAfter = GITHUB_OAUTH.exchangeFirstDelaySeconds * 2 ** attempt;
    }
    throw error;
  });
}

const ExchangeOctokit = Octokit.plugin(exchangeBackoff, retry);
const everyFailure = Array.from({ length: 200 }, (_, i) => 400 + i);

const quiet = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * Exchanges an authorization code for a token on the server (docs/product.md#validation/#api-conventions): up to 3 attempts, 1 s
 * then 2 s apart, when GitHub fails; 'No se recibió un token de acceso válido de GitHub' when it
 * answers without `access_token` (an expired or reused code).
 */
export async function exchangeCode(
  settings: GithubOauthSettings,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ExchangedToken> {
  const client = new ExchangeOctokit({
    baseUrl: settings.baseUrl,
    userAgent: 'Websy Portal',
    log: quiet,
    retry: { doNotRetry: everyFailure },
  });
  let data: unknown;
  try {
    const response = await client.request('POST /login/oauth/access_token', {
      headers: { accept: 'application/json' },
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code: input.code,
      code_verifier: input.codeVerifier,
      redirect_uri: input.redirectUri,
    });
    data = response.data;
  } catch (error) {
    throw new AppError('UNAVAILABLE', { message: 'github:errors.exchangeFailed', cause: error });
  }
  const parsed = tokenResponseSchema.safeParse(data);
  if (!parsed.success || !parsed.data.access_token) {
    throw new AppError('VALIDATION', { message: 'github:errors.noAccessToken' });
  }
  const scope = parsed.data.scope;
  return {
    accessToken: parsed.data.access_token,
    scopes: scope === undefined ? null : scope.split(/[ ,]+/).filter(Boolean),
    expiresIn: parsed.data.expires_in ?? null,
  };
}
