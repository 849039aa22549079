import { and, eq, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { AppError } from '../../../shared/errors';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { apiTokenPolicy } from './policy';

/**
 * Revokes a token: the caller's own, or (an admin) anyone's. Another person's token reads as
 * unknown (404). Revoking twice changes nothing; the first revocation is logged.
 */
export async function revokeApiToken(db: Database, caller: Caller, id: string, ipAddress: string | null) {
  await asCaller(db, caller, async (tx) => {
    const [token] = await tx
      .select({ id: apiTokens.id, userId: apiTokens.userId, name: apiTokens.name, prefix: apiTokens.prefix })
      .from(apiTokens)
      .where(eq(apiTokens.id, id));
    if (!token) throw new AppError('NOT_FOUND');
    apiTokenPolicy.assertCanRevoke(caller, { user_id: token.userId });
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    if (revoked.length === 0) return;
    await recordSecurityEvent(tx, 'api_token_revoked', {
      userId: caller.id,
      ipAddress,
      details: { token: token.id, name: token.name, prefix: token.prefix, owner: token.userId },
    });
  });
}
