import type { NotificationsApi, UsersApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC clients (Hono) of the modules this feature calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies. Calls go through
 * `unwrap` / `unwrapEmpty`, which turn failures into `ApiError`.
 */
export const notificationsApi = rpcClient<NotificationsApi>('/api/notifications');
/** Admin users API (GET /api/users: search by name or e-mail), for the send form's recipient. */
export const usersApi = rpcClient<UsersApi>('/api/users');

/** Query values travel as text. */
export const asQueryFlag = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? ('true' as const) : ('false' as const);

export type NotificationsOperation =
  'load' | 'loadStats' | 'markRead' | 'update' | 'delete' | 'send' | 'purge' | 'searchUsers';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: NotificationsOperation): string {
  return i18n.t(`notifications:operations.${key}`);
}
