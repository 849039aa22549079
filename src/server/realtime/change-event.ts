import { z } from 'zod';
import { changeOpSchema, realtimeTableSchema, type ChangeMessage } from '../../shared/realtime';

/** What the database announces on channel websy_changes (drizzle/0006_realtime.sql, 0034_change-transactions.sql). */
export const changeEventSchema = z.object({
  table: realtimeTableSchema,
  op: changeOpSchema,
  id: z.uuid(),
  project_id: z.uuid().nullable(),
  audience: z.array(z.uuid()),
  admins: z.boolean(),
  at: z.number(),
  /** The transaction that made the change (xid8, decimal): catch-ups compare it with snapshots. */
  xid: z.string().regex(/^\d{1,20}$/),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const CHANNEL = 'websy_changes';

/** Who a socket belongs to, as its session said when it connected. */
export interface RealtimeUser {
  id: string;
  role: 'admin' | 'user';
  /** A "view as client" socket's admin (docs/decisions/0054): it writes no presence. */
  viewedBy?: string | undefined;
}

/** May this user see the changed row? The same rule as the tables' row-level security. */
export function mayReceive(event: ChangeEvent, user: RealtimeUser): boolean {
  if (event.audience.includes(user.id)) return true;
  if (event.table === 'users') return false;
  return event.admins && user.role === 'admin';
}

/** The `change` message of one event, encoded once for every socket that receives it. */
export function encodeChange(event: ChangeEvent): string {
  const message: ChangeMessage = {
    type: 'change',
    table: event.table,
    op: event.op,
    id: event.id,
    project_id: event.project_id,
    at: event.at,
  };
  return JSON.stringify(message);
}
