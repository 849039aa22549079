import {
  parseServerMessage,
  REALTIME_TABLES,
  REALTIME_TIMINGS,
  type RealtimeTable,
  type ServerMessage,
} from '@/shared/realtime';
import type { RealtimeEvent, RealtimeStatus } from './realtime-events';
import { closeOnPurpose, detach, Heartbeat, OPEN, reconnectDelay, type SocketLike } from './realtime-socket';

export interface RealtimeClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  tables?: readonly RealtimeTable[];
  heartbeatMs?: number;
  reconnectDelaysMs?: readonly number[];
  /** Expected trouble (lost connection) is reported as a warning, never as an error. */
  warn?: (message: string, detail?: unknown) => void;
}

/**
 * The browser side of the realtime relay (`/api/realtime`, ARCHITECTURE.md "Realtime"; docs/product.md#lifecycles,
 * docs/product.md#limits): one WebSocket per signed-in tab, authenticated by the session cookie. Messages carry ids
 * only; listeners invalidate the query cache and the data is fetched again.
 *
 * States (docs/product.md#lifecycles, `RealtimeStatus`): connecting → connected → disconnecting → disconnected. An
 * unexpected close reconnects after 1, 2, 5 and 10 s, then every 10 s; a heartbeat `ping` goes out
 * every 25 s and a socket that answered nothing since the previous one is dropped and reconnected.
 */
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
  #unconfirmed = new Set<RealtimeTable>();
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #heartbeat: Heartbeat | null = null;
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
    const closing =
      socket &&
      closeOnPurpose(socket, {
        closing: () => this.#setStatus('disconnecting'),
        // A new start() may already be connecting another socket.
        closed: () => {
          if (!this.#socket) this.#setStatus('disconnected');
        },
      });
    if (!closing) this.#setStatus('disconnected');
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
      this.#heartbeat?.answered();
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
    if (socket) detach(socket);
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
    this.#heartbeat = new Heartbeat(socket, this.#heartbeatMs, {
      isCurrent: () => this.#socket === socket,
      onSilent: () => {
        this.#warn('realtime connection stopped answering; reconnecting');
        try {
          socket.close(4000, 'heartbeat timeout');
        } catch {
          /* already closing */
        }
        this.#lost();
      },
    });
  }

  #stopHeartbeat() {
    this.#heartbeat?.stop();
    this.#heartbeat = null;
  }
}
