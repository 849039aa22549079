import type { AuthErrorLike } from './auth-client';

/**
 * Better Auth error → key of the `auth` namespace (`auth:errors.<key>`). Raw English messages
 * are never shown to the user.
 */
export function authErrorKey(error: AuthErrorLike | null | undefined): string {
  if (!error) return 'errors.unknown';
  if (error.status === 429) return 'errors.tooManyAttempts';
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return error.code === 'INVALID_PASSWORD' ? 'errors.invalidPassword' : 'errors.invalidCredentials';
    case 'INVALID_EMAIL':
      return 'errors.invalidEmail';
    case 'BANNED_USER':
      return 'errors.deactivated';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'errors.userExists';
    case 'PASSWORD_TOO_SHORT':
      return 'errors.passwordTooShort';
    case 'PASSWORD_TOO_LONG':
      return 'errors.passwordTooLong';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'errors.invalidToken';
    case 'EMAIL_NOT_VERIFIED':
      return 'errors.emailNotVerified';
    case 'SESSION_EXPIRED':
    case 'SESSION_NOT_FRESH':
      return 'errors.sessionNotFresh';
    case 'INVALID_CODE':
    case 'INVALID_TWO_FACTOR_COOKIE':
      return 'errors.invalidCode';
    case 'INVALID_BACKUP_CODE':
      return 'errors.invalidBackupCode';
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return 'errors.tooManyAttempts';
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return 'errors.twoFactorNotEnabled';
    case 'PROVIDER_NOT_FOUND':
      return 'errors.providerUnavailable';
    case 'SOCIAL_ACCOUNT_ALREADY_LINKED':
    case 'LINKED_ACCOUNT_ALREADY_EXISTS':
      return 'errors.accountLinked';
    default:
      break;
  }
  if (error.status === 0 || error.status >= 500) return 'errors.server';
  return 'errors.unknown';
}

/** OAuth `?error=` values from the callback URL → `auth:errors.<key>`. */
export function oauthErrorKey(error: string | null): string {
  if (!error) return 'errors.oauthFailed';
  const normalized = error.toLowerCase();
  if (normalized.includes('access_denied') || normalized.includes('cancel')) return 'errors.oauthCancelled';
  if (normalized.includes('account_already_linked') || normalized.includes('account_not_linked')) {
    return 'errors.accountLinked';
  }
  return 'errors.oauthFailed';
}
