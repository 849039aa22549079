import { apiTokens } from '../../db/schema/api-tokens';
import { apiTokenRules } from '../../../shared/domain/api-token-policy';
import { allowed, type Actor } from '../../../shared/domain/refusal';
import type { ApiToken, ApiTokenScope } from '../../../shared/schemas/api-tokens';

/** The columns a token is shown with: never its hash (the callers' roles may not even read it). */
export const apiTokenColumns = {
  id: apiTokens.id,
  userId: apiTokens.userId,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedIp: apiTokens.lastUsedIp,
};

export type ApiTokenListRow = Pick<typeof apiTokens.$inferSelect, keyof typeof apiTokenColumns>;

export function presentApiToken(row: ApiTokenListRow, actor: Actor, now = new Date()): ApiToken {
  const status = row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
    status,
    can: { revoke: status === 'active' && allowed(apiTokenRules.revoke(actor, { user_id: row.userId })) },
  };
}
