import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { githubConnections } from '../../db/schema/github';
import { AppError } from '../../../shared/errors';
import type { GithubDashboard } from '../../../shared/schemas/github';
import type { GithubService } from './github-service';
import { findConnection } from './internal/find-connection';
import { readDashboard, TokenRefusedError } from './internal/read-dashboard';
import { githubPolicy } from './policy';

/**
 * A GitHub dashboard: the caller's own ('Actualizar' passes `refresh`), or, given `userId`, an
 * admin's read-only view of that user's (`/profile/{userId}/github`). From the cache (5 minutes,
 * per connection) unless refreshed, else read from the provider with the stored token. No
 * connection (or an expired one): 'No se encontró token de GitHub'. A token the provider refuses
 * is removed: 'Token de GitHub expirado'.
 */
export async function getDashboard(
  db: Database,
  caller: Caller,
  github: GithubService,
  options: { userId?: string; refresh?: boolean },
): Promise<GithubDashboard> {
  if (options.userId !== undefined) githubPolicy.assertCanViewOthers(caller);
  const userId = options.userId ?? caller.id;
  const row = await asCaller(db, caller, (tx) => findConnection(tx, userId, new Date()));
  if (!row) throw new AppError('NOT_FOUND', { message: 'github:errors.notConnected' });
  const key = `${userId}:${row.updatedAt.getTime()}`;
  if (options.refresh) github.dashboards.forget(key);
  const token = github.cipher.decrypt(row.tokenCiphertext);
  try {
    if (token === null) throw new TokenRefusedError();
    return await github.dashboards.get(key, () => readDashboard(token, github.api, new Date()));
  } catch (error) {
    if (!(error instanceof TokenRefusedError)) throw error;
    await asCaller(db, caller, (tx) =>
      tx.delete(githubConnections).where(eq(githubConnections.userId, userId)),
    );
    throw new AppError('NOT_FOUND', { message: 'github:errors.tokenExpired' });
  }
}
