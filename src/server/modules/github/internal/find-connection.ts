import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { githubConnections, type GithubConnectionRow } from '../../../db/schema/github';

/**
 * A user's stored connection as the caller may see it (their own; any, for an admin). An expired
 * one is deleted and reads as none (docs/product.md#lifecycles); the database lets only its owner delete it.
 */
export async function findConnection(tx: Tx, userId: string, now: Date): Promise<GithubConnectionRow | null> {
  const [row] = await tx.select().from(githubConnections).where(eq(githubConnections.userId, userId));
  if (!row) return null;
  if (row.expiresAt.getTime() > now.getTime()) return row;
  await tx.delete(githubConnections).where(eq(githubConnections.userId, userId));
  return null;
}
