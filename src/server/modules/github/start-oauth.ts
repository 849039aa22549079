import { createAuthorizationURL } from 'better-auth/oauth2';
import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { GITHUB, type GithubAuthorization } from '../../../shared/schemas/github';
import { paths } from '../../../shared/paths';
import { createOauthState } from './internal/oauth-state';

/** Where GitHub sends the browser back: the web app's callback screen. */
export const oauthRedirectUri = (baseURL: string) => `${baseURL}${paths.auth.githubCallback.getHref()}`;

/**
 * 'Conectar con GitHub': a fresh state for the caller, and the provider's authorize address
 * carrying client_id, redirect_uri, the scopes of docs/product.md#roles-and-what-each-sees, the state and a PKCE challenge.
 */
export async function startOauth(deps: Deps, caller: Caller): Promise<GithubAuthorization> {
  const oauth = deps.github.oauth;
  if (!oauth) throw new AppError('NOT_FOUND', { message: 'github:errors.oauthNotConfigured' });
  const { state, codeVerifier } = await createOauthState(deps.auth, caller.id);
  const url = await createAuthorizationURL({
    id: 'github',
    options: { clientId: oauth.clientId, clientSecret: oauth.clientSecret },
    authorizationEndpoint: `${oauth.baseUrl}/login/oauth/authorize`,
    scopes: [...GITHUB.scopes],
    state,
    codeVerifier,
    redirectURI: oauthRedirectUri(deps.baseURL),
  });
  return { url: url.toString() };
}
