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

/** Every token starts so (GitHub-style): secret scanners and people recognise it. */
export const API_TOKEN_PREFIX = 'wsp_';
/** Characters of a token shown in lists (`wsp_` and the first 8 of its secret part). */
export const API_TOKEN_SHOWN_CHARS = 12;
/** The expiries offered (days); a chosen date may be at most a year away. */
export const apiTokenExpiryDays = [7, 30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;
/** Tokens one person may hold that are neither revoked nor expired. */
export const API_TOKEN_MAX_ACTIVE = 20;

/** Message keys of the creation form (es/en/pt in the `apiTokens` namespace). */
export const apiTokenMessages = {
  nameRequired: 'apiTokens:validation.nameRequired',
  nameTooLong: 'apiTokens:validation.nameTooLong',
  scopesRequired: 'apiTokens:validation.scopesRequired',
  expiryRequired: 'apiTokens:validation.expiryRequired',
  expiryRange: 'apiTokens:validation.expiryRange',
} as const;

/**
 * One schema for the creation form and POST /api/api-tokens: a name, the scopes (at least one,
 * none repeated) and the expiry, either one of the offered lengths or a date within a year.
 */
export const createApiTokenSchema = z
  .object({
    name: z
      .string({ message: apiTokenMessages.nameRequired })
      .trim()
      .min(1, apiTokenMessages.nameRequired)
      .max(80, apiTokenMessages.nameTooLong),
    scopes: z
      .array(apiTokenScopeSchema, { message: apiTokenMessages.scopesRequired })
      .min(1, apiTokenMessages.scopesRequired)
      .refine((scopes) => new Set(scopes).size === scopes.length, apiTokenMessages.scopesRequired),
    expires_in_days: z
      .union(
        apiTokenExpiryDays.map((days) => z.literal(days)),
        { message: apiTokenMessages.expiryRequired },
      )
      .optional(),
    expires_at: z.iso.datetime({ offset: true, message: apiTokenMessages.expiryRange }).optional(),
  })
  .refine((v) => (v.expires_in_days === undefined) !== (v.expires_at === undefined), {
    message: apiTokenMessages.expiryRequired,
    path: ['expires_at'],
  });
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

/** A token as lists show it: never its secret, nor its hash. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  /** The token's first characters (`wsp_AbCd1234`), to tell tokens apart. */
  prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
  can: z.object({ revoke: z.boolean() }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
/** The answer to a creation: the token's record and, this once, its secret. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/**
 * The API (session only: a token never manages tokens):
 *   GET    /api/api-tokens            the caller's tokens, newest first
 *   POST   /api/api-tokens            create (201, the secret shown once)
 *   DELETE /api/api-tokens/{id}       revoke one of the caller's (an admin: anyone's) (204)
 *   GET    /api/users/{id}/api-tokens an admin lists anyone's tokens
 */
