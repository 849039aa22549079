import { hc } from 'hono/client';
import type { PaymentsApi, ProjectsApi, UsersApi } from '@/server/app';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Typed RPC clients (Hono) of the modules billing calls, with the options of
 * `lib/api-client.ts`: the UI language on every request, same-origin cookies.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const paymentsApi = hc<PaymentsApi>(`${origin}/api/payments`, options);
/** Admin users API (GET /api/users?role=user), for the invoice form's client picker. */
export const usersApi = hc<UsersApi>(`${origin}/api/users`, options);
/** Projects API (GET /api/projects?user_id=…), for the invoice form's project picker. */
export const projectsApi = hc<ProjectsApi>(`${origin}/api/projects`, options);

export type PaymentsOperation = 'load' | 'loadSummary' | 'create' | 'update' | 'markPaid' | 'cancel' | 'searchClients' | 'loadProjects';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: PaymentsOperation): string {
  return i18n.t(`payments:operations.${key}`);
}
