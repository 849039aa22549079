import { apiErrorFromResponse } from '@/web/lib/api-error';
import { currentLanguage, i18n } from '@/web/lib/i18n';

/**
 * Calls to /api/notifications with the options of `lib/api-client.ts` (UI language on every
 * request, same-origin cookies) and its error shape (`ApiError`).
 *
 * Plain `fetch` instead of `hc<NotificationsApi>`: the module's route definitions do not keep
 * their literal paths, so `hc` cannot type them (TypeScript stops with TS2590). Responses are
 * typed with the shared zod schemas the server presents with.
 */
type QueryValue = string | number | boolean | null | undefined;

export function notificationsUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/notifications${path}${search ? `?${search}` : ''}`;
}

export async function notificationsRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { query?: Record<string, QueryValue>; json?: unknown; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage(), Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(notificationsUrl(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export type NotificationsOperation = 'load' | 'loadStats' | 'markRead' | 'update' | 'delete' | 'send' | 'purge' | 'searchUsers';

/** The translated name of what failed, for the generic toast 'Error en {{operation}}: …'. */
export function operation(key: NotificationsOperation): string {
  return i18n.t(`notifications:operations.${key}`);
}
