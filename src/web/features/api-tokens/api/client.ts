import type { ApiTokensApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/** The API tokens module (mounted at /api: /api-tokens, /users/{id}/api-tokens; decision 0055). */
export const apiTokensApi = rpcClient<ApiTokensApi>('/api');

export type ApiTokensOperation = 'load' | 'create' | 'revoke';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: ApiTokensOperation): string {
  return i18n.t(`apiTokens:operations.${key}`);
}

/** Everything of this feature lives under 'api-tokens'. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: () => [...apiTokenKeys.all, 'mine'] as const,
  ofUser: (userId: string) => [...apiTokenKeys.all, 'user', userId] as const,
};
