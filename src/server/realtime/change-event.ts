import { z } from 'zod';
import { changeOpSchema, realtimeTableSchema } from '../../shared/realtime';

/** What the database announces on channel websy_changes (drizzle/0006_realtime.sql). */
export const changeEventSchema = z.object({
  table: realtimeTableSchema,
  op: changeOpSchema,
  id: z.uuid(),
  project_id: z.uuid().nullable(),
  audience: z.array(z.uuid()),
  admins: z.boolean(),
  at: z.number(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const CHANNEL = 'websy_changes';

/** May this user see the changed row? The same rule as the tables' row-level security. */
export function mayReceive(event: ChangeEvent, user: { id: string; role: 'admin' | 'user' }): boolean {
  if (event.audience.includes(user.id)) return true;
  if (event.table === 'users') return false;
  return event.admins && user.role === 'admin';
}
