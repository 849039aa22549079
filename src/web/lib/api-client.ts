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

/** Where the client's requests go instead of the network (see `setApiTransportSource`). */
export type ApiTransport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let transportOf: () => ApiTransport | null = () => null;

/**
 * Sends each request of this client to the transport `source` names at the time, or to `fetch`
 * when it names none. Only the server's renderer of signed-in first screens calls it: each render
 * reads through its own transport (an async context of Node's), so renders run side by side.
 */
export function setApiTransportSource(source: () => ApiTransport | null): void {
  transportOf = source;
}

const options = {
  headers: () => ({ 'Accept-Language': currentLanguage() }),
  init: { credentials: 'same-origin' },
  fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
    (transportOf() ?? fetch)(input, init)) as typeof fetch,
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

/** Per-call options carrying the query's abort signal (none when the call has no signal). */
export const withSignal = (signal?: AbortSignal) => (signal ? { init: { signal } } : undefined);

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
