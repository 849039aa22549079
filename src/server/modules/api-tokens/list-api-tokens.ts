import { desc } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { apiTokenPolicy } from './policy';
import { apiTokenColumns, presentApiToken } from './present-api-token';

/** The caller's own tokens, newest first. */
export function listApiTokens(db: Database, caller: Caller) {
  return listTokensOf(db, caller, caller.id);
}

/** Anyone's tokens, newest first: the admin console's (admins only, their own included). */
export function listUserApiTokens(db: Database, caller: Caller, userId: string) {
  apiTokenPolicy.assertCanListOthers(caller);
  return listTokensOf(db, caller, userId);
}

async function listTokensOf(db: Database, caller: Caller, userId: string) {
  const rows = await asCaller(
    db,
    caller,
    (tx) =>
      tx
        .select(apiTokenColumns)
        .from(apiTokens)
        .where(apiTokenPolicy.ownedBy(userId))
        .orderBy(desc(apiTokens.createdAt))
        .limit(200),
    { oneStatement: true },
  );
  const now = new Date();
  return rows.map((row) => presentApiToken(row, caller, now));
}
