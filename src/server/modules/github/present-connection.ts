import type { GithubConnection } from '../../../shared/schemas/github';
import type { GithubConnectionRow } from '../../db/schema/github';

/** What the browser learns of a connection: who and until when, never the token. */
export function presentConnection(row: GithubConnectionRow | null): GithubConnection {
  if (!row) return { connected: false, login: null, scopes: [], expires_at: null };
  return { connected: true, login: row.login, scopes: row.scopes, expires_at: row.expiresAt.toISOString() };
}
