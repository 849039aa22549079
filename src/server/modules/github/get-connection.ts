import { asCaller, type Caller, type Database } from '../../db/client';
import type { GithubConnection } from '../../../shared/schemas/github';
import { findConnection } from './internal/find-connection';
import { presentConnection } from './present-connection';

/** The caller's own connection: connected (login, scopes, expiry) or not. */
export async function getConnection(db: Database, caller: Caller): Promise<GithubConnection> {
  return asCaller(db, caller, async (tx) =>
    presentConnection(await findConnection(tx, caller.id, new Date())),
  );
}
