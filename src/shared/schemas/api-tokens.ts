import { z } from 'zod';

/**
 * What an API token may do (docs/product.md#api-tokens). A token acts as its owner, with the
 * owner's row-level security, and only on the operations its scopes cover
 * (src/server/http/token-scopes.ts). `…:write` does not imply `…:read`.
 */
export const apiTokenScopes = [
  'projects:read',
  'projects:write',
  'tasks:read',
  'tasks:write',
  'files:read',
  'files:write',
  'billing:read',
  'tickets:read',
  'tickets:write',
  'care:read',
  'care:write',
  'webhooks:manage',
] as const;
export const apiTokenScopeSchema = z.enum(apiTokenScopes);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;
