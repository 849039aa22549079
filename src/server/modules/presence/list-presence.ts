import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userPresence } from '../../db/schema/user-presence';
import { presentPresence } from './present-presence';

/** Seen within this long (two heartbeats) and not signed off: online. */
const ONLINE_WINDOW_SECONDS = 60;

/**
 * Who is online among the users the caller may see. Any signed-in caller may ask, so there is no
 * route policy: row-level security narrows a client's answer to themselves and the agency's staff.
 */
export async function listPresence(db: Database, caller: Caller) {
  const rows = await asCaller(db, caller, (tx) =>
    tx
      .select({
        userId: userPresence.userId,
        online: sql<boolean>`${userPresence.status} = 'online' AND ${userPresence.lastSeen} > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`,
        lastSeen: userPresence.lastSeen,
      })
      .from(userPresence)
      .limit(1000),
  );
  return rows.map(presentPresence);
}
