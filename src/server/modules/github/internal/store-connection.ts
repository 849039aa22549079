import { asCaller, type Caller, type Database } from '../../../db/client';
import { githubConnections } from '../../../db/schema/github';
import type { GithubConnection } from '../../../../shared/schemas/github';
import type { GithubService } from '../github-service';
import { presentConnection } from '../present-connection';
import type { ValidatedToken } from './validate-token';

/** Keeps a validated token for the caller, encrypted, replacing any earlier connection. */
export async function storeConnection(
  db: Database,
  caller: Caller,
  github: GithubService,
  token: string,
  valid: ValidatedToken,
): Promise<GithubConnection> {
  const values = {
    login: valid.login,
    githubId: valid.githubId,
    tokenCiphertext: github.cipher.encrypt(token),
    scopes: valid.scopes,
    expiresAt: valid.expiresAt,
    updatedAt: new Date(),
  };
  return asCaller(db, caller, async (tx) => {
    const [row] = await tx
      .insert(githubConnections)
      .values({ userId: caller.id, ...values })
      .onConflictDoUpdate({ target: githubConnections.userId, set: values })
      .returning();
    return presentConnection(row!);
  });
}
