import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { githubConnections } from '../../db/schema/github';
import type { connectTokenSchema, GithubConnection } from '../../../shared/schemas/github';
import type { GithubService } from './github-service';
import { presentConnection } from './present-connection';
import { validateToken } from './validate-token';

/**
 * Connects the caller with a personal access token: validated against the provider first, then
 * stored encrypted with its scopes and expiry, replacing any earlier connection.
 */
export async function connectToken(
  db: Database,
  caller: Caller,
  github: GithubService,
  input: z.output<typeof connectTokenSchema>,
): Promise<GithubConnection> {
  const valid = await validateToken(input.token, github.api);
  const values = {
    login: valid.login,
    githubId: valid.githubId,
    tokenCiphertext: github.cipher.encrypt(input.token),
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
