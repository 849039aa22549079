import { hc } from 'hono/client';
import type { StaffApi, TicketsApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC clients (Hono) of the modules this feature calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go through
 * `unwrap`, which turns failures into `ApiError`.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const ticketsApi = hc<TicketsApi>(`${origin}/api/tickets`, options);
/** The agency's team (GET /api/staff): who a ticket can be assigned to. */
export const staffApi = hc<StaffApi>(`${origin}/api/staff`, options);

export type TicketsOperation = 'load' | 'loadOne' | 'create' | 'reply' | 'update' | 'loadStaff';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: TicketsOperation): string {
  return i18n.t(`tickets:operations.${key}`);
}
