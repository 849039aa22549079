import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import type { Unread } from '../../../shared/schemas/chat';

/**
 * The caller's unread messages per project (others' messages after their read mark, deleted ones
 * not counted) and in total, over every room they may read (row-level security). Only rooms with
 * something unread are listed; each count walks the room's (room_id, seq) index from the mark.
 */
export async function getUnread(db: Database, caller: Caller): Promise<Unread> {
  const result = await asCaller(db, caller, (tx) =>
    tx.execute<{ project_id: string; unread: number }>(sql`
      SELECT r.project_id, count(*)::int AS unread
        FROM chat_rooms r
        LEFT JOIN chat_reads cr ON cr.room_id = r.id AND cr.user_id = ${caller.id}
        JOIN chat_messages m ON m.room_id = r.id AND m.seq > coalesce(cr.last_read_seq, 0)
       WHERE r.last_seq > coalesce(cr.last_read_seq, 0)
         AND m.deleted_at IS NULL
         AND m.author_id IS DISTINCT FROM ${caller.id}
       GROUP BY r.project_id`),
  );
  const projects = result.rows.map((r) => ({ project_id: r.project_id, unread: Number(r.unread) }));
  return { projects, total: projects.reduce((sum, p) => sum + p.unread, 0) };
}
