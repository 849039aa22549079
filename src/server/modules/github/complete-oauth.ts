import type { z } from 'zod';
import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { GITHUB, type GithubConnection, type oauthCallbackSchema } from '../../../shared/schemas/github';
import { exchangeCode } from './internal/oauth-exchange';
import { consumeOauthState } from './internal/oauth-state';
import { oauthRedirectUri } from './start-oauth';
import { storeConnection } from './internal/store-connection';
import { validateToken } from './internal/validate-token';

/**
 * /auth/github/callback relays GitHub's code and state here: the state must be the caller's and
 * under 10 minutes old; the code is exchanged on the server (retried), the token validated against
 * `GET /user` like a pasted one and stored encrypted with its scopes and expiry (3,600 s when
 * GitHub gives none). The browser never sees it.
 */
export async function completeOauth(
  deps: Deps,
  caller: Caller,
  input: z.output<typeof oauthCallbackSchema>,
): Promise<GithubConnection> {
  const oauth = deps.github.oauth;
  if (!oauth) throw new AppError('NOT_FOUND', { message: 'github:errors.oauthNotConfigured' });
  const codeVerifier = await consumeOauthState(deps.auth, caller.id, input.state);
  const exchanged = await exchangeCode(oauth, {
    code: input.code,
    codeVerifier,
    redirectUri: oauthRedirectUri(deps.baseURL),
  });
  const valid = await validateToken(exchanged.accessToken, deps.github.api);
  const lifetime = exchanged.expiresIn ?? GITHUB.defaultTokenLifetimeSeconds;
  return storeConnection(deps.db, caller, deps.github, exchanged.accessToken, {
    ...valid,
    scopes: exchanged.scopes ?? valid.scopes,
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
}
