import * as z from 'zod/mini';
import { SNAPSHOT_PATTERN } from './snapshot';

/**
 * The realtime protocol (ARCHITECTURE.md "Realtime"; docs/product.md#lifecycles, #limits), the one contract between the
 * relay (`src/server/realtime`) and the browser (`src/web/lib/realtime-*`): one WebSocket per
 * signed-in tab on the API's origin, authenticated by the session cookie. Messages carry ids
 * only; the browser refetches what a change makes stale.
 *
 * Written with Zod Mini: every signed-in page loads this module as it starts, and Zod Mini's
 * functions need only Zod's core (about 16 KiB gzipped), not its whole classic API (27 KiB;
 * decision 0059, ninth-session addendum).
 */
export const REALTIME_PATH = '/api/realtime';

/** The tables whose changes are relayed (the database's triggers announce them). */
export const REALTIME_TABLES = [
  'notifications',
  'projects',
  'project_phases',
  'tasks',
  'comments',
  'users',
  'tickets',
  'project_files',
  'chat_messages',
  'payments',
  'phase_signoffs',
  // Admins only (decision 0056): the webhook console refreshes as endpoints and deliveries change.
  'webhook_endpoints',
  'webhook_deliveries',
] as const;
export const realtimeTableSchema = z.enum(REALTIME_TABLES);
export type RealtimeTable = z.infer<typeof realtimeTableSchema>;

/**
 * docs/product.md#limits: a heartbeat every 25 s (the server pings every socket and re-checks its session; the
 * browser sends `ping` and drops a socket that answered nothing since the last one); the browser
 * reconnects after 1, 2, 5 and 10 s, then every 10 s; at most 100 changes wait for a slow
 * socket, older ones are dropped and the socket is told to `resync`.
 */
export const REALTIME_TIMINGS = {
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
} as const;
export const REALTIME_PUSH_BUFFER = 100;

/** What happened to the row. */
export const changeOpSchema = z.enum(['insert', 'update', 'delete']);

/** How often a typing browser repeats `typing`, and how long a peer shows it after the last one. */
export const TYPING_TIMINGS = { repeatMs: 3000, showMs: 5000 } as const;

/**
 * Browser → server: follow a table (or one row of it), stop following it, heartbeat, and "I am
 * typing in this project's chat" (ephemeral: relayed to the project's other members' sockets
 * that follow chat_messages, never stored).
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), table: realtimeTableSchema, id: z.optional(z.uuid()) }),
  z.object({ type: z.literal('unsubscribe'), table: realtimeTableSchema, id: z.optional(z.uuid()) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('typing'), project_id: z.uuid() }),
  /**
   * "Send me what my subscriptions would have received from the transactions this snapshot did
   * not see" (`pg_current_snapshot()` as text, taken before a page's data was read: decisions
   * 0046, 0050): a page whose data the server read, and that subscribed later.
   * The relay answers with those changes, or `resync` when it no longer knows them all.
   */
  z.object({
    type: z.literal('catch-up'),
    snapshot: z.string().check(z.maxLength(4096), z.regex(SNAPSHOT_PATTERN)),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A committed change of a row the socket's user may see. */
export const changeMessageSchema = z.object({
  type: z.literal('change'),
  table: realtimeTableSchema,
  op: changeOpSchema,
  id: z.string(),
  project_id: z.nullable(z.string()),
  at: z.number(),
});
export type ChangeMessage = z.infer<typeof changeMessageSchema>;

/**
 * Server → browser. Changes committed close together reach a socket in one frame: a lone change
 * as `change`, several as `changes` (in commit order), so a busy relay writes once per socket
 * rather than once per change.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), user_id: z.string() }),
  z.object({
    type: z.literal('subscribed'),
    table: realtimeTableSchema,
    id: z.optional(z.nullable(z.string())),
  }),
  z.object({
    type: z.literal('unsubscribed'),
    table: realtimeTableSchema,
    id: z.optional(z.nullable(z.string())),
  }),
  changeMessageSchema,
  z.object({ type: z.literal('changes'), changes: z.array(changeMessageSchema).check(z.minLength(1)) }),
  z.object({ type: z.literal('pong') }),
  /** A member is typing in a project's chat. */
  z.object({ type: z.literal('typing'), project_id: z.string(), user_id: z.string() }),
  /** Changes were dropped from a full push buffer, or a catch-up reached too far back: refetch
   * everything. */
  z.object({ type: z.literal('resync'), dropped: z.number() }),
  z.object({ type: z.literal('error'), code: z.optional(z.string()) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** A frame as JSON, or `null` when it is not JSON. */
function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** A server frame as a typed message, or `null` for anything unexpected. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  const parsed = serverMessageSchema.safeParse(parseJson(data));
  return parsed.success ? parsed.data : null;
}

/** A browser frame as a typed message, or `null` for anything unexpected. */
export function parseClientMessage(data: unknown): ClientMessage | null {
  const parsed = clientMessageSchema.safeParse(parseJson(data));
  return parsed.success ? parsed.data : null;
}
