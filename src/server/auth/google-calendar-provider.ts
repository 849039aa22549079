import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config';
import { googleUserInfoSchema } from '../modules/google-calendar/google-api';
import { GOOGLE_CALENDAR } from '../../shared/schemas/google-calendar';

/**
 * Google Calendar as a provider of the auth library's generic OAuth plugin (decision 0033): its
 * built-in Google provider has fixed endpoints, this one reads them from the configuration
 * (GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_API_URL), so tests reach a local fake. The library
 * keeps the state (verification table + signed cookie), uses PKCE, stores the tokens encrypted
 * and refreshes them. `offline` + `consent` make Google send a refresh token every time.
 * Sign-up through it is off, and signing in with it is refused in the auth hooks.
 */
export function googleCalendarProvider(
  config: Config,
  credentials: { clientId: string; clientSecret: string },
): GenericOAuthConfig {
  const { oauthUrl, tokenUrl, apiUrl } = config.integrations.google;
  return {
    providerId: GOOGLE_CALENDAR.providerId,
    name: 'Google Calendar',
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    authorizationUrl: `${oauthUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${tokenUrl}/token`,
    scopes: [...GOOGLE_CALENDAR.scopes],
    accessType: 'offline',
    prompt: 'consent',
    pkce: true,
    disableSignUp: true,
    disableImplicitSignUp: true,
    async getUserInfo(tokens) {
      if (!tokens.accessToken) return null;
      const res = await fetch(`${apiUrl}/oauth2/v3/userinfo`, {
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) return null;
      const info = googleUserInfoSchema.safeParse(await res.json().catch(() => null));
      if (!info.success || !info.data.email) return null;
      return {
        id: info.data.sub,
        email: info.data.email,
        emailVerified: info.data.email_verified ?? false,
        name: info.data.name ?? info.data.email,
        image: info.data.picture,
      };
    },
  };
}
