import { asCaller, type Caller, type Database } from '../../db/client';
import { findRoom } from './internal/find-room';
import { advanceRead, lastReadSeq } from './internal/message-query';

/** The caller has read the project's chat up to `seq` (at most its newest message; never moves back). */
export async function markRead(
  db: Database,
  caller: Caller,
  projectId: string,
  seq: number,
): Promise<{ last_read_seq: number }> {
  return asCaller(db, caller, async (tx) => {
    const room = await findRoom(tx, projectId);
    await advanceRead(tx, room.id, caller.id, Math.min(seq, room.lastSeq));
    return { last_read_seq: await lastReadSeq(tx, room.id, caller.id) };
  });
}
