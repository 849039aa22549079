import { createHash, randomBytes } from 'node:crypto';

/** A feed token: 32 random bytes, base64url (43 characters); only its SHA-256 is stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of a feed file name (`<token>.ics`), or null when it cannot be one. */
export function tokenOfFeedFile(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file);
  return match ? match[1]! : null;
}

/** The address a calendar app subscribes to. */
export const feedUrl = (baseURL: string, token: string) => `${baseURL}/api/calendar/feed/${token}.ics`;
