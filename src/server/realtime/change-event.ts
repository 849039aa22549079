import { z } from 'zod';

/** What the database announces on channel websy_changes (drizzle/0006_realtime.sql). */
export const changeEventSchema = z.object({
  table: z.enum(['notifications', 'projects', 'project_phases', 'tasks', 'comments', 'users', 'tickets']),
  op: z.enum(['insert', 'update', 'delete']),
  id: z.uuid(),
  project_id: z.uuid().nullable(),
  audience: z.array(z.uuid()),
  admins: z.boolean(),
  at: z.number(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const CHANNEL = 'websy_changes';

/** Client → server messages. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), table: changeEventSchema.shape.table, id: z.uuid().optional() }),
  z.object({ type: z.literal('unsubscribe'), table: changeEventSchema.shape.table, id: z.uuid().optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** May this user see the changed row? The same rule as the tables' row-level security. */
export function mayReceive(event: ChangeEvent, user: { id: string; role: 'admin' | 'user' }): boolean {
  if (event.audience.includes(user.id)) return true;
  if (event.table === 'users') return false;
  return event.admins && user.role === 'admin';
}
