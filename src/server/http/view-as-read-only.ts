import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { ResolvedSession } from '../auth/resolve-session';
import type { AppEnv } from '../lib/context';

/** Methods that only read. */
const READING = /^(GET|HEAD|OPTIONS)$/;
/** What a "view as client" session may send besides reads: ending the view, and signing out. */
const VIEW_MAY_SEND = new Set(['/api/view-as/exit', '/api/auth/sign-out']);

const refused = (method: string, path: string) => !READING.test(method) && !VIEW_MAY_SEND.has(path);

/**
 * A "view as client" session only reads (docs/decisions/0054): any other request under /api is
 * answered 403 VIEW_AS_READ_ONLY before it reaches a route. (Underneath, the caller's
 * transactions are READ ONLY too, so the database refuses a write whatever the code path.)
 */
export function refuseViewWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller')?.viewedBy && refused(c.req.method, c.req.path))
      throw new AppError('VIEW_AS_READ_ONLY');
    await next();
  };
}

/**
 * The same for the auth library's endpoints, which answer before the caller is resolved: a write
 * among them (password, two-step sign-in, sessions, another sign-in) looks the session up first.
 */
export function refuseViewAuthWrites(
  resolveSession: (headers: Headers) => Promise<ResolvedSession | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (refused(c.req.method, c.req.path) && c.req.header('cookie')) {
      const session = await resolveSession(c.req.raw.headers);
      if (session?.caller.viewedBy) throw new AppError('VIEW_AS_READ_ONLY');
    }
    await next();
  };
}
