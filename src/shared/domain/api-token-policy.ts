import { API_TOKEN_MAX_DAYS, apiTokenScopes, type ApiTokenScope } from '../schemas/api-tokens';
import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

const DAY_MS = 86_400_000;
/** Scopes only the agency's people may hold: clients manage no webhooks and record no care hours. */
const ADMIN_ONLY: ReadonlySet<ApiTokenScope> = new Set(['webhooks:manage', 'care:write']);

/** The scopes a person of this role may give their tokens, in the list's order. */
export function scopesFor(role: Actor['role']): ApiTokenScope[] {
  return apiTokenScopes.filter((scope) => role === 'admin' || !ADMIN_ONLY.has(scope));
}

/** When a token asked for `expiry` expires, or null when the date is not within a year from `now`. */
export function expiryOf(
  expiry: { expires_in_days?: number | undefined; expires_at?: string | undefined },
  now: Date,
): Date | null {
  if (expiry.expires_in_days !== undefined) return new Date(now.getTime() + expiry.expires_in_days * DAY_MS);
  if (expiry.expires_at === undefined) return null;
  const at = new Date(expiry.expires_at);
  // A day of slack: the browser's clock and the server's may differ a little.
  const latest = now.getTime() + (API_TOKEN_MAX_DAYS + 1) * DAY_MS;
  return at.getTime() > now.getTime() && at.getTime() <= latest ? at : null;
}

/** Who may do what with API tokens (decision 0055). */
export const apiTokenRules = {
  /** Anyone signed in creates their own, with scopes their role may hold. */
  create(actor: Actor, scopes: readonly ApiTokenScope[]): Verdict {
    const allowedScopes = scopesFor(actor.role);
    if (scopes.some((scope) => !allowedScopes.includes(scope)))
      return refuse('PERMISSION', 'apiTokens:errors.scopeNotAllowed');
    return null;
  },
  /** The owner revokes their own; an admin anyone's. */
  revoke(actor: Actor, token: { user_id: string }): Verdict {
    return token.user_id === actor.id || isAdminActor(actor) ? null : refuse('NOT_FOUND');
  },
  /** Only admins see another person's tokens (the console). */
  listOthers(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'apiTokens:errors.onlyAdmins');
  },
};
