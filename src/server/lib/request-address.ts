import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The client's address as the security log and API tokens' last use record it: the socket's
 * (never a header the client could write), or, behind a trusted proxy (TRUST_PROXY), the
 * address the proxy reports.
 */
export function requestAddress(c: Context<AppEnv>): string | null {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('x-real-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0];
    return forwarded?.trim() || null;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
