import { and, count, gt, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { AppError } from '../../../shared/errors';
import { expiryOf } from '../../../shared/domain/api-token-policy';
import {
  API_TOKEN_MAX_ACTIVE,
  apiTokenMessages,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '../../../shared/schemas/api-tokens';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { newTokenSecret } from './internal/token-secret';
import { apiTokenPolicy } from './policy';
import { apiTokenColumns, presentApiToken } from './present-api-token';

/**
 * Creates one of the caller's tokens: its secret is returned this once and only its SHA-256 is
 * stored; the security log records it in the same transaction.
 */
export async function createApiToken(
  db: Database,
  caller: Caller,
  input: CreateApiTokenInput,
  ipAddress: string | null,
): Promise<CreatedApiToken> {
  apiTokenPolicy.assertCanCreate(caller, input.scopes);
  const now = new Date();
  const expiresAt = expiryOf(input, now);
  if (!expiresAt) {
    throw new AppError('VALIDATION', {
      message: apiTokenMessages.expiryRange,
      details: [{ path: 'expires_at', message: apiTokenMessages.expiryRange }],
    });
  }
  const { secret, hash, prefix } = newTokenSecret();
  const row = await asCaller(db, caller, async (tx) => {
    const [active] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(apiTokenPolicy.ownedBy(caller.id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)),
      );
    if ((active?.n ?? 0) >= API_TOKEN_MAX_ACTIVE) {
      throw new AppError('BAD_REQUEST', {
        message: 'apiTokens:errors.tooMany',
        params: { max: API_TOKEN_MAX_ACTIVE },
      });
    }
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userId: caller.id,
        name: input.name,
        scopes: [...input.scopes],
        tokenHash: hash,
        prefix,
        expiresAt,
      })
      .returning(apiTokenColumns);
    await recordSecurityEvent(tx, 'api_token_created', {
      userId: caller.id,
      ipAddress,
      details: { token: created!.id, name: input.name, scopes: input.scopes.join(' '), prefix },
    });
    return created!;
  });
  return { token: presentApiToken(row, caller, now), secret };
}
