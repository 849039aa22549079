import type { WebSocket } from 'ws';
import type { RealtimeUser } from './change-event';

/** One open realtime socket and what the relay keeps for it. */
export interface Connection {
  ws: WebSocket;
  user: RealtimeUser;
  /** The session behind the socket: re-checked on every heartbeat and on a change to the user. */
  sessionToken: string;
  /** Subscription keys: a table (`projects`) or one row of it (`projects:<id>`). */
  keys: Set<string>;
  /** Encoded changes waiting for the next frame, oldest first. */
  pending: string[];
  /** Names `pending` (its changes' order numbers) so that sockets with the same changes share one
   * frame; null once changes were dropped from it, until it is sent. */
  pendingKey: string | null;
  /** Changes dropped from a full push buffer since the last `resync`. */
  dropped: number;
  /** Answered since the last heartbeat. */
  alive: boolean;
  /** The last dispatch that reached this socket (an event reaches a socket once). */
  lastDispatch: number;
}

export const subscriptionKey = (table: string, id?: string | null) => (id ? `${table}:${id}` : table);
