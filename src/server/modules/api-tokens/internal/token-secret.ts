import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS } from '../../../../shared/schemas/api-tokens';

/**
 * A new token: `wsp_` + 32 random bytes in base64url (256 bits). Such a secret needs no slow
 * hash: nobody can guess it, so its SHA-256 is all the database keeps (decision 0055).
 */
export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS) };
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The shape of a token this server issues: anything else is refused without a query. */
export const looksLikeToken = (value: string): boolean => /^wsp_[A-Za-z0-9_-]{43}$/.test(value);
