import type { AssistantApi } from '@/server/app';
import { rpcClient } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';

/** Mounted at /api: '/assistant/status' and '/assistant/conversations/…'. */
export const assistantApi = rpcClient<AssistantApi>('/api');

export type AssistantOperation =
  | 'status'
  | 'load'
  | 'loadMessages'
  | 'create'
  | 'rename'
  | 'remove'
  | 'decide'
  | 'loadMemory'
  | 'forget'
  | 'saveKnowledge'
  | 'removeKnowledge';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: AssistantOperation): string {
  return i18n.t(`assistant:ui.operations.${key}`);
}
