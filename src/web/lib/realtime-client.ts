import {
  parseServerMessage,
  REALTIME_PATH,
  REALTIME_TABLES,
  REALTIME_TIMINGS,
  type ChangeMessage,
  type RealtimeTable,
  type ServerMessage,
} from '@/shared/realtime';

/**
 * The browser side of the realtime relay (`/api/realtime`, ARCHITECTURE.md "Realtime"; SPEC §4,
 * §9): one WebSocket per signed-in tab, authenticated by the session cookie. Messages carry ids
 * only; listeners invalidate the query cache and the data is fetched again.
 *
 * States (SPEC §4): connecting → connected (the server welcomed the socket and confirmed every
 * table subscription, so no later change can be missed) → disconnecting (we close it) →
 * disconnected. An unexpected close reconnects after 1, 2, 5 and 10 s, then every 10 s; a
 * heartbeat `ping` goes out every 25 s and a socket that answered nothing since the previous one
 * is dropped and reconnected.
 */
export type RealtimeStatus = 'connecting' | 'connected' | 'disconnecting' | 'disconnected';

/**
 * What listeners hear: a committed change, or a `resync` when changes may have been missed (the
 * server dropped some from a full buffer, or the socket came back after a loss).
 */
export type RealtimeEvent =
  ChangeMessage | { type: 'resync'; reason: 'dropped' | 'reconnect' } | TypingMessage;

/** A project member is typing in its chat (ephemeral, never stored). */
export type TypingMessage = Extract<ServerMessage, { type: 'typing' }>;

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

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const CONNECTING = 0;
const OPEN = 1;

export interface RealtimeClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  tables?: readonly RealtimeTable[];
  heartbeatMs?: number;
  reconnectDelaysMs?: readonly number[];
  /** Expected trouble (lost connection) is reported as a warning, never as an error. */
  warn?: (message: string, detail?: unknown) => void;
}

export class RealtimeClient {
  readonly #url: string;
  readonly #createSocket: (url: string) => SocketLike;
  readonly #tables: readonly RealtimeTable[];
  readonly #heartbeatMs: number;
  readonly #delays: readonly number[];
  readonly #warn: (message: string, detail?: unknown) => void;

  #status: RealtimeStatus = 'disconnected';
  #socket: SocketLike | null = null;
  #wanted = false;
  #attempt = 0;
  #everConnected = false;
  #awaitingReply = false;
  #unconfirmed = new Set<RealtimeTable>();
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  readonly #statusListeners = new Set<(status: RealtimeStatus) => void>();
  readonly #eventListeners = new Set<(event: RealtimeEvent) => void>();

  constructor(options: RealtimeClientOptions) {
    this.#url = options.url;
    this.#createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.#tables = options.tables ?? REALTIME_TABLES;
    this.#heartbeatMs = options.heartbeatMs ?? REALTIME_TIMINGS.heartbeatMs;
    this.#delays = options.reconnectDelaysMs ?? REALTIME_TIMINGS.reconnectDelaysMs;
    this.#warn = options.warn ?? ((message, detail) => console.warn(`[websy] ${message}`, detail ?? ''));
  }

  get status(): RealtimeStatus {
    return this.#status;
  }

  /** Listens to status changes; returns the function that stops listening. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /** Listens to changes and resyncs; returns the function that stops listening. */
  onEvent(listener: (event: RealtimeEvent) => void): () => void {
    this.#eventListeners.add(listener);
    return () => this.#eventListeners.delete(listener);
  }

  /** Opens the socket (and keeps it open) until `stop()`. Calling it twice does nothing. */
  start(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#attempt = 0;
    this.#connect();
  }

  /** Closes the socket on purpose: no reconnect, no warning. */
  stop(): void {
    this.#wanted = false;
    this.#clearReconnect();
    this.#stopHeartbeat();
    const socket = this.#socket;
    this.#socket = null;
    if (!socket) {
      this.#setStatus('disconnected');
      return;
    }
    socket.onmessage = null;
    socket.onerror = null;
    if (socket.readyState === CONNECTING) {
      // Closing a socket still connecting makes the browser log an error: let it open first.
      socket.onclose = null;
      socket.onopen = () => socket.close(1000, 'stopped');
      this.#setStatus('disconnected');
      return;
    }
    socket.onopen = null;
    if (socket.readyState !== OPEN) {
      socket.onclose = null;
      this.#setStatus('disconnected');
      return;
    }
    this.#setStatus('disconnecting');
    socket.onclose = () => {
      socket.onclose = null;
      // A new start() may already be connecting another socket.
      if (!this.#socket) this.#setStatus('disconnected');
    };
    socket.close(1000, 'stopped');
  }

  /** Tells the project's other members that the user is typing in its chat (only while connected). */
  sendTyping(projectId: string): void {
    if (this.#status !== 'connected' || this.#socket?.readyState !== OPEN) return;
    this.#socket.send(JSON.stringify({ type: 'typing', project_id: projectId }));
  }

  /**
   * Asks the relay for the changes of the transactions `read.snapshot` did not see that this
   * socket's subscriptions would have received (only while connected): it replays them as changes,
   * or answers `resync` (decisions 0046, 0050).
   */
  catchUp(read: { snapshot: string }): void {
    if (this.#status !== 'connected' || this.#socket?.readyState !== OPEN) return;
    this.#socket.send(JSON.stringify({ type: 'catch-up', snapshot: read.snapshot }));
  }

  /** Tries again now (the browser came back online) instead of waiting for the next delay. */
  reconnectNow(): void {
    if (!this.#wanted || this.#socket) return;
    this.#clearReconnect();
    this.#connect();
  }

  #setStatus(status: RealtimeStatus) {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of [...this.#statusListeners]) listener(status);
  }

  #emit(event: RealtimeEvent) {
    for (const listener of [...this.#eventListeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#warn('a realtime listener failed', error);
      }
    }
  }

  #connect() {
    this.#setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = this.#createSocket(this.#url);
    } catch (error) {
      this.#warn('realtime connection could not be opened', error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (this.#socket !== socket) return;
      this.#awaitingReply = false;
      const message = parseServerMessage(event.data);
      if (message) this.#handle(socket, message);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#lost();
    };
    // A failed handshake is followed by `close`; nothing to add here.
    socket.onerror = () => undefined;
  }

  #handle(socket: SocketLike, message: ServerMessage) {
    switch (message.type) {
      case 'welcome':
        this.#unconfirmed = new Set(this.#tables);
        for (const table of this.#tables) socket.send(JSON.stringify({ type: 'subscribe', table }));
        this.#startHeartbeat(socket);
        return;
      case 'subscribed': {
        if (message.id || !this.#unconfirmed.delete(message.table) || this.#unconfirmed.size > 0) return;
        this.#attempt = 0;
        const reconnected = this.#everConnected;
        this.#everConnected = true;
        this.#setStatus('connected');
        if (reconnected) this.#emit({ type: 'resync', reason: 'reconnect' });
        return;
      }
      case 'change':
        this.#emit(message);
        return;
      case 'changes':
        // Changes committed close together share a frame; listeners still hear them one by one.
        for (const change of message.changes) this.#emit(change);
        return;
      case 'resync':
        this.#emit({ type: 'resync', reason: 'dropped' });
        return;
      case 'typing':
        this.#emit(message);
        return;
      case 'error':
        this.#warn('the realtime server refused a message', message.code);
        return;
      default:
        return;
    }
  }

  /** The socket went away without us asking: reconnect after the next delay. */
  #lost() {
    const socket = this.#socket;
    this.#socket = null;
    this.#stopHeartbeat();
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    this.#setStatus('disconnected');
    if (this.#wanted) this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    this.#clearReconnect();
    const delay = reconnectDelay(this.#attempt, this.#delays);
    this.#attempt += 1;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#wanted && !this.#socket) this.#connect();
    }, delay);
  }

  #clearReconnect() {
    if (this.#reconnectTimer !== null) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
  }

  #startHeartbeat(socket: SocketLike) {
    this.#stopHeartbeat();
    this.#awaitingReply = false;
    this.#heartbeatTimer = setInterval(() => {
      if (this.#socket !== socket) return;
      if (this.#awaitingReply) {
        // Nothing came back since the last ping: the connection is dead even if not closed yet.
        this.#warn('realtime connection stopped answering; reconnecting');
        try {
          socket.close(4000, 'heartbeat timeout');
        } catch {
          /* already closing */
        }
        this.#lost();
        return;
      }
      this.#awaitingReply = true;
      socket.send(JSON.stringify({ type: 'ping' }));
    }, this.#heartbeatMs);
  }

  #stopHeartbeat() {
    if (this.#heartbeatTimer !== null) clearInterval(this.#heartbeatTimer);
    this.#heartbeatTimer = null;
  }
}
