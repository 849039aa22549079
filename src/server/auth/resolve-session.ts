import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Caller, Database } from '../db/client';
import type { Auth } from './auth';

export interface ResolvedSession {
  caller: Caller;
  sessionId: string;
}

/**
 * The session and its user in one indexed query (sessions.token is unique). A pg named statement:
 * parsed once per connection.
 */
const SESSION_CALLER = {
  name: 'websy_session_caller',
  text: 'SELECT s.id, s.user_id, s.expires_at, s.impersonated_by, u.role, u.banned FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1',
} as const;

interface SessionCallerRow {
  id: string;
  user_id: string;
  expires_at: Date;
  /** The admin of a "view as client" session (docs/decisions/0054). */
  impersonated_by: string | null;
  role: string;
  banned: boolean | null;
}

const roleOf = (role: string | null | undefined): Caller['role'] => (role === 'admin' ? 'admin' : 'user');

/** The first value of cookie `name` in a Cookie header, URI-decoded and unquoted (as the auth library reads it). */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The token of a signed cookie value (`token.base64(HMAC-SHA256(secret, token))`, the auth
 * library's format), or null when the signature does not match.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const known = verified.get(value);
  if (known && known.secret === secret) return known.token;
  const token = checkedToken(value, secret);
  if (token) {
    // Only genuine values are kept (nobody can fill the map with forged ones), the oldest first out.
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(value, { secret, token });
  }
  return token;
}

/**
 * Cookie values whose signature checked out, with their token: the same value is sent with every
 * request of a session, and the HMAC is a pure function of it. A signature says nothing about the
 * session being alive, which the database answers every time.
 */
const verified = new Map<string, { secret: string; token: string }>();
const MAX_VERIFIED = 10_000;

function checkedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Resolves the caller of a request from its session cookie, every request against the database
 * (a deleted session, a deactivated user or a changed role count at once): the cookie's signature
 * checked here, then one indexed query for the session and its user. The auth library's own
 * `getSession` answers when it has something to write: an expired session (it deletes it) or
 * one due for its daily refresh (it extends it; never a "view as client" session, whose caller
 * carries `viewedBy`).
 */
export function createSessionResolver(auth: Auth, db: Database) {
  const settings = auth.$context.then((context) => ({
    cookie: context.authCookies.sessionToken.name,
    secret: context.secret,
    refreshAfterMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));

  async function fromLibrary(headers: Headers): Promise<ResolvedSession | null> {
    const result = await auth.api.getSession({ headers });
    if (!result || result.user.banned) return null;
    const viewedBy = result.session.impersonatedBy;
    return {
      caller: { id: result.user.id, role: roleOf(result.user.role), ...(viewedBy && { viewedBy }) },
      sessionId: result.session.id,
    };
  }

  return async function resolveSession(headers: Headers): Promise<ResolvedSession | null> {
    const header = headers.get('cookie');
    if (!header) return null;
    const { cookie, secret, refreshAfterMs } = await settings;
    const value = cookieValue(header, cookie);
    const token = value ? verifiedToken(value, secret) : null;
    if (!token) return null;
    const { rows } = await db.$client.query<SessionCallerRow>({ ...SESSION_CALLER, values: [token] });
    const row = rows[0];
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.expires_at.getTime();
    // A view session is never refreshed (it lasts its hour): only its expiry is the library's.
    const refreshDue = !row.impersonated_by && expiresAt - refreshAfterMs <= now;
    if (expiresAt <= now || refreshDue) return fromLibrary(headers);
    if (row.banned) return null;
    const caller: Caller = { id: row.user_id, role: roleOf(row.role) };
    if (row.impersonated_by) caller.viewedBy = row.impersonated_by;
    return { caller, sessionId: row.id };
  };
}

/**
 * Whether a request carries the auth library's session cookie (whatever its value): a bearer
 * request that also brings a session is refused (decision 0055), other cookies do not count.
 */
export function createSessionCookieCheck(auth: Auth) {
  const name = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (headers: Headers): Promise<boolean> => {
    const header = headers.get('cookie');
    return !!header && cookieValue(header, await name) !== null;
  };
}
