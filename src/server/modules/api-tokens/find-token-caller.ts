import type { Caller, Database } from '../../db/client';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens';
import { hashTokenSecret, looksLikeToken } from './internal/token-secret';

/** A bearer token that may act: its id, its scopes, and its owner as the caller. */
export interface TokenCaller {
  tokenId: string;
  scopes: readonly ApiTokenScope[];
  caller: Caller;
}

/** The token by its hash with its owner, in one indexed query (a named statement, parsed once per connection). */
const TOKEN_CALLER = {
  name: 'websy_api_token_caller',
  text: 'SELECT t.id, t.user_id, t.scopes, t.expires_at, t.revoked_at, t.last_used_at, u.role, u.banned FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1',
} as const;

/** Last use is written at most once a minute per token: reads do not write on every request. */
const RECORD_USE = {
  name: 'websy_api_token_used',
  text: "UPDATE api_tokens SET last_used_at = now(), last_used_ip = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')",
} as const;
const USE_RECORDED_EVERY_MS = 60_000;

interface TokenRow {
  id: string;
  user_id: string;
  scopes: string[];
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  role: string;
  banned: boolean | null;
}

/**
 * The caller a presented bearer token stands for, or null when it is not one of ours, expired,
 * revoked, or its owner may not sign in (deactivated). Looked up as the server (there is no
 * caller yet), as the session check does; what the token then does runs as its owner under
 * row-level security.
 */
export async function findTokenCaller(
  db: Database,
  presented: string,
  ipAddress: string | null,
): Promise<TokenCaller | null> {
  if (!looksLikeToken(presented)) return null;
  const { rows } = await db.$client.query<TokenRow>({
    ...TOKEN_CALLER,
    values: [hashTokenSecret(presented)],
  });
  const row = rows[0];
  const now = Date.now();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now || row.banned) return null;
  if (!row.last_used_at || now - row.last_used_at.getTime() >= USE_RECORDED_EVERY_MS) {
    await db.$client.query({ ...RECORD_USE, values: [row.id, ipAddress] });
  }
  return {
    tokenId: row.id,
    scopes: row.scopes as ApiTokenScope[],
    caller: { id: row.user_id, role: row.role === 'admin' ? 'admin' : 'user' },
  };
}
