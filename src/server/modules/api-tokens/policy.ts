import { eq } from 'drizzle-orm';
import type { Caller } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { apiTokenRules } from '../../../shared/domain/api-token-policy';
import { enforce } from '../../../shared/domain/refusal';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens';

/**
 * Who may do what with API tokens (src/shared/domain/api-token-policy.ts). Underneath, row-level
 * security (drizzle/0040) lets a client see and revoke only their own, and an admin anyone's.
 */
export const apiTokenPolicy = {
  ownedBy: (userId: string) => eq(apiTokens.userId, userId),
  assertCanCreate(caller: Caller, scopes: readonly ApiTokenScope[]) {
    enforce(apiTokenRules.create(caller, scopes));
  },
  assertCanRevoke(caller: Caller, token: { user_id: string }) {
    enforce(apiTokenRules.revoke(caller, token));
  },
  assertCanListOthers(caller: Caller) {
    enforce(apiTokenRules.listOthers(caller));
  },
};
