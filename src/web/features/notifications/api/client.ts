import { hc } from 'hono/client';
import type { NotificationsApi, UsersApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC clients (Hono) of the modules this feature calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go through
 * `unwrap` / `unwrapEmpty`, which turn failures into `ApiError`.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const notificationsApi = hc<NotificationsApi>(`${origin}/api/notifications`, options);
/** Admin users API (GET /api/users: search by name or e-mail), for the send form's recipient. */
export const usersApi = hc<UsersApi>(`${origin}/api/users`, options);

/** Query values travel as text. */
export const asQueryFlag = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('true' as const) : ('false' as const));

export type NotificationsOperation = 'load' | 'loadStats' | 'markRead' | 'update' | 'delete' | 'send' | 'purge' | 'searchUsers';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: NotificationsOperation): string {
  return i18n.t(`notifications:operations.${key}`);
}
