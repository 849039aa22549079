import { z } from 'zod';

/** What travels on the realtime socket (src/server/realtime: relay and message schemas). */
export const REALTIME_TABLES = [
  'notifications',
  'projects',
  'project_phases',
  'tasks',
  'comments',
  'users',
  'tickets',
] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];

const tableSchema = z.enum(REALTIME_TABLES);
const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), user_id: z.string() }),
  z.object({ type: z.literal('subscribed'), table: tableSchema, id: z.string().nullable().optional() }),
  z.object({ type: z.literal('unsubscribed'), table: tableSchema, id: z.string().nullable().optional() }),
  z.object({
    type: z.literal('change'),
    table: tableSchema,
    op: z.enum(['insert', 'update', 'delete']),
    id: z.string(),
    project_id: z.string().nullable(),
    at: z.number(),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('resync'), dropped: z.number() }),
  z.object({ type: z.literal('error'), code: z.string().optional() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ChangeMessage = Extract<ServerMessage, { type: 'change' }>;

/** A server frame as a typed message, or `null` for anything unexpected. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * What listeners hear: a committed change, or a `resync` when changes may have been missed (the
 * server dropped some from a full buffer, or the socket came back after a loss).
 */
export type RealtimeEvent = ChangeMessage | { type: 'resync'; reason: 'dropped' | 'reconnect' };
