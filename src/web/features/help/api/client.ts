import type { HelpApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/** Mounted at /api: '/help/state', '/help/articles/{articleId}/…', '/help/stats'. */
export const helpApi = rpcClient<HelpApi>('/api');

export const helpKeys = {
  all: ['help'] as const,
  state: () => [...helpKeys.all, 'state'] as const,
  stats: () => [...helpKeys.all, 'stats'] as const,
};

export type HelpOperation = 'state' | 'view' | 'vote' | 'bookmark' | 'stats';

/** The translated name of what failed, for the generic error toast. */
export function operation(key: HelpOperation): string {
  return i18n.t(`help:operations.${key}`);
}
