import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Caller } from '../db/client';
import type { Auth } from './auth';

/** Who opened a WebSocket, and the session its cookie names (re-checked while the socket lives). */
export interface UpgradeSession {
  user: Caller;
  sessionToken: string;
}

/**
 * The one authentication of the portal's WebSocket upgrades (/api/realtime and /collab), before
 * the socket is accepted: the page must come from an allowed origin, and the session cookie name
 * a live session of a user not banned. A refused upgrade is answered on the raw socket (403
 * another origin, 401 no session, 503 the database unreachable) and the socket destroyed; the
 * result is then null.
 */
export async function authenticateUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  deps: { auth: Auth; allowedOrigins: string[] },
): Promise<UpgradeSession | null> {
  const refuse = (status: number, text: string) => {
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
    return null;
  };
  const origin = request.headers.origin;
  if (!origin || !deps.allowedOrigins.includes(origin)) return refuse(403, 'Forbidden');
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  // The database unreachable is not a signed-out user: 503, and the client tries again later.
  const session = await deps.auth.api.getSession({ headers }).catch(() => undefined);
  if (session === undefined) return refuse(503, 'Service Unavailable');
  if (!session || session.user.banned) return refuse(401, 'Unauthorized');
  const user: Caller = { id: session.user.id, role: session.user.role === 'admin' ? 'admin' : 'user' };
  // A "view as client" socket (docs/decisions/0054) reads as the client and writes nothing.
  if (session.session.impersonatedBy) user.viewedBy = session.session.impersonatedBy;
  return { user, sessionToken: session.session.token };
}
