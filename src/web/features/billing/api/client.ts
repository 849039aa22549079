import type { PaymentsApi, UsersApi } from '@/server/app';
import { i18n } from '@/web/lib/i18n';
import { rpcClient } from '@/web/lib/api-client';

/**
 * Typed RPC clients (Hono) of the modules billing calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
export const paymentsApi = rpcClient<PaymentsApi>('/api/payments');
/** Admin users API (GET /api/users?role=user), for the invoice form's client picker. */
export const usersApi = rpcClient<UsersApi>('/api/users');

export type PaymentsOperation =
  'load' | 'loadSummary' | 'create' | 'update' | 'markPaid' | 'cancel' | 'searchClients' | 'loadProjects';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: PaymentsOperation): string {
  return i18n.t(`payments:operations.${key}`);
}
