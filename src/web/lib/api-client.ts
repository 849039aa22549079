import type { Hono } from 'hono';
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '@/server/app';
import { apiErrorFromResponse } from './api-error';
import { currentLanguage } from './i18n';

/**
 * The typed client of our own API (Hono RPC). Every request carries the UI language so the
 * server answers error messages in it. Per-endpoint fetchers live in
 * `features/<domain>/api/<verb>-<thing>.ts` (or `lib/api/` when several features call the
 * endpoint) and go through `unwrap`.
 */
const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
} satisfies Parameters<typeof hc>[1];

export const api = hc<AppType>(origin, options);

/**
 * The typed client of one server module (decision 0004: RPC types per module), mounted at
 * `path` (e.g. `/api/payments`), with the same options as `api`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's own constraint for hc<T>
export function rpcClient<T extends Hono<any, any, any>>(path: string) {
  return hc<T>(`${origin}${path}`, options);
}

type JsonOf<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 | 201 ? T : never) : never;

/**
 * Awaits a client call and returns its JSON body, or throws an `ApiError` carrying the
 * server's code, message (already translated), details and status.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<JsonOf<R>> {
  const response = await call;
  if (!response.ok) throw await apiErrorFromResponse(response as unknown as Response);
  return (await response.json()) as JsonOf<R>;
}

/** Same as `unwrap` for calls answering 204 No Content. */
export async function unwrapEmpty(call: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  const response = await call;
  if (!response.ok) throw await apiErrorFromResponse(response as unknown as Response);
}
