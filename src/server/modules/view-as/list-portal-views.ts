import { sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { presentPortalView, type PortalViewRow } from './present-portal-view';

/** How many of the latest views a client's settings list. */
export const PORTAL_VIEWS_SHOWN = 50;

/**
 * When the agency viewed the caller's portal, newest first: through `client_portal_views`
 * (drizzle/0039), which reads the security log for the caller's own portal only (a client reads
 * none of the admins' rows of that log themselves).
 */
export async function listPortalViews(db: Database, caller: Caller) {
  const result = await asCaller(
    db,
    caller,
    (tx) => tx.execute<PortalViewRow>(sql`SELECT * FROM client_portal_views(${PORTAL_VIEWS_SHOWN})`),
    { oneStatement: true },
  );
  return result.rows.map(presentPortalView);
}
