import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { currentLanguage } from './i18n';

export {
  authCall,
  AuthRequestError,
  isAuthRequestError,
  type AuthErrorLike,
  type AuthResult,
} from './auth-request-error';

/**
 * Better Auth's browser client, mounted at /api/auth on the same origin. 2FA challenges are
 * handled by the sign-in form itself (`data.twoFactorRedirect`), so no redirect page is set.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
  fetchOptions: {
    headers: { 'Accept-Language': currentLanguage() },
    onRequest(context) {
      context.headers.set('Accept-Language', currentLanguage());
      return context;
    },
  },
});
