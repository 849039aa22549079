import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config';

/** LinkedIn's OpenID Connect sign-in: its authorize, token and userinfo endpoints. */
export function linkedinProvider(
  linkedin: NonNullable<Config['oauth']['linkedin']>,
  baseURL: string,
): GenericOAuthConfig {
  return {
    providerId: 'linkedin',
    // The OpenID Connect subject names the member (as the library's own LinkedIn provider does).
    accountSubject: ({ profile }) => String(profile.sub),
    clientId: linkedin.clientId,
    clientSecret: linkedin.clientSecret,
    authorizationUrl: `${linkedin.oauthUrl}/oauth/v2/authorization`,
    tokenUrl: `${linkedin.oauthUrl}/oauth/v2/accessToken`,
    userInfoUrl: `${linkedin.apiUrl}/v2/userinfo`,
    scopes: ['openid', 'profile', 'email'],
    redirectURI: `${baseURL}/auth/linkedin/callback`,
    // LinkedIn's OpenID Connect flow takes no PKCE; the state is the library's.
    pkce: false,
    authentication: 'post',
  };
}
