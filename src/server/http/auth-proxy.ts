import { getConnInfo } from '@hono/node-server/conninfo';
import type { Handler } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/client-ip';
import type { AppEnv, Deps } from '../lib/context';

/** Auth answers that echo the session token in their body: the token lives in the HttpOnly cookie only. */
const TOKEN_ECHOING =
  /^\/api\/auth\/(sign-in\/email|sign-up\/email|two-factor\/verify-(totp|backup-code|otp)|get-session|list-sessions)$/;

/**
 * The auth library's endpoints (/api/auth/*): given the client's address from the socket (never
 * from the client), and answered without the session token in the body.
 */
export function authProxy(deps: Deps): Handler<AppEnv> {
  return async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (!deps.config.trustProxy) {
      const address = safeRemoteAddress(c);
      if (address) headers.set(CLIENT_IP_HEADER, address);
    }
    const init: RequestInit & { duplex?: 'half' } = {
      method: c.req.raw.method,
      headers,
      body: c.req.raw.body,
      duplex: 'half',
      signal: c.req.raw.signal,
    };
    const response = await deps.auth.handler(new Request(c.req.raw.url, init));
    return withoutSessionToken(c.req.path, response);
  };
}

async function withoutSessionToken(path: string, response: Response): Promise<Response> {
  if (!TOKEN_ECHOING.test(path) || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response.json()) as unknown;
  for (const item of Array.isArray(body) ? body : []) {
    if (item && typeof item === 'object') delete (item as { token?: unknown }).token;
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    delete (body as { token?: unknown }).token;
    const session = (body as { session?: { token?: unknown } }).session;
    if (session && typeof session === 'object') delete session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
