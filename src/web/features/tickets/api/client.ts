import type { TicketsApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC clients (Hono) of the modules this feature calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go through
 * `unwrap`, which turns failures into `ApiError`.
 */
export const ticketsApi = rpcClient<TicketsApi>('/api/tickets');

export type TicketsOperation = 'load' | 'loadOne' | 'create' | 'reply' | 'update';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: TicketsOperation): string {
  return i18n.t(`tickets:operations.${key}`);
}
