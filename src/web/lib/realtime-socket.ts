import { REALTIME_PATH, REALTIME_TIMINGS } from '@/shared/realtime';

/** The part of the browser's WebSocket the realtime client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** `readyState` values of a WebSocket. */
export const CONNECTING = 0;
export const OPEN = 1;

/** Delay before reconnect attempt number `attempt` (0-based) after the socket was lost. */
export function reconnectDelay(
  attempt: number,
  delays: readonly number[] = REALTIME_TIMINGS.reconnectDelaysMs,
): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), delays.length - 1);
  return delays[index] ?? 10_000;
}

/** `https://portal.example` → `wss://portal.example/api/realtime` (same origin, cookie auth). */
export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/** Stops listening to a socket the client has given up on. */
export function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}

/**
 * Closes a socket on purpose, with no warning. One still connecting is let open first (closing it
 * then makes the browser log an error), one already closing is left to it: both answer false. An
 * open one is closed: `closing` runs first, `closed` once the close is done, and it answers true.
 */
export function closeOnPurpose(
  socket: SocketLike,
  { closing, closed }: { closing: () => void; closed: () => void },
): boolean {
  socket.onmessage = null;
  socket.onerror = null;
  if (socket.readyState === CONNECTING) {
    socket.onclose = null;
    socket.onopen = () => socket.close(1000, 'stopped');
    return false;
  }
  socket.onopen = null;
  if (socket.readyState !== OPEN) {
    socket.onclose = null;
    return false;
  }
  closing();
  socket.onclose = () => {
    socket.onclose = null;
    closed();
  };
  socket.close(1000, 'stopped');
  return true;
}

/**
 * The heartbeat of one socket (docs/product.md#lifecycles): a `ping` every `intervalMs`. When nothing came back since
 * the previous ping, the connection is dead even if not closed yet: `onSilent` runs instead. Ticks
 * while `isCurrent()` is false do nothing.
 */
export class Heartbeat {
  #awaitingReply = false;
  readonly #timer: ReturnType<typeof setInterval>;

  constructor(
    socket: SocketLike,
    intervalMs: number,
    { isCurrent, onSilent }: { isCurrent: () => boolean; onSilent: () => void },
  ) {
    this.#timer = setInterval(() => {
      if (!isCurrent()) return;
      if (this.#awaitingReply) {
        onSilent();
        return;
      }
      this.#awaitingReply = true;
      socket.send(JSON.stringify({ type: 'ping' }));
    }, intervalMs);
  }

  /** Something came back on the socket: it is alive. */
  answered(): void {
    this.#awaitingReply = false;
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
