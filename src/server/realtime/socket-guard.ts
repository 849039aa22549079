import { RateLimiterMemory } from 'rate-limiter-flexible';
import { WebSocket } from 'ws';

/** Close codes the portal's WebSocket endpoints use (RFC 6455 §7.4.1). */
export const WS_CLOSE = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  tooBig: 1009,
} as const;

/** How long a socket closed on shutdown may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2000;

/**
 * Per-socket flood guard: every message spends a point of the socket's own budget
 * (rate-limiter-flexible, in memory); a socket over it is closed with 1008 and its further
 * messages are ignored. `guard(ws)` gives the check to call on each message.
 */
export function socketGuard(limit: { points: number; durationSeconds: number }) {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  let next = 0;
  return (ws: WebSocket) => {
    const key = String(++next);
    let flooded = false;
    return (): boolean => {
      if (flooded) return false;
      limiter.consume(key).catch(() => {
        if (flooded) return;
        flooded = true;
        ws.close(WS_CLOSE.policyViolation, 'too many messages');
      });
      return true;
    };
  };
}

/**
 * Closes sockets with 1001 (going away), the code a browser reconnects after; resolves once each
 * has answered the close or was cut after a short grace.
 */
export async function closeAll(sockets: Iterable<WebSocket>): Promise<void> {
  await Promise.all(
    [...sockets].map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
          ws.once('close', () => {
            clearTimeout(cut);
            resolve();
          });
          ws.close(WS_CLOSE.goingAway, 'server shutting down');
        }),
    ),
  );
}
