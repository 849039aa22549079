import type { ApiTokenScope } from '../../shared/schemas/api-tokens';

/**
 * The one list of what a bearer token may call: `'METHOD /api/path/{param}'` (as the OpenAPI
 * document writes it) → the scope it needs. An operation not listed refuses every token (the auth
 * library, tokens themselves, sessions, admin security, view-as): only a signed-in browser reaches it.
 */
export const operationScopes: Record<string, ApiTokenScope> = {
  // Projects, phases, members, comments, activity

  // Tasks

  // Files

  // Billing

  // Tickets

  // Webhooks (admins)

  // Site care
};
