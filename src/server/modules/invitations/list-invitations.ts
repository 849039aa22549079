import { desc } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { invitationPolicy } from './policy';
import { presentInvitation } from './present-invitation';

/** Admin: the latest 200 invitations, newest first. */
export async function listInvitations(db: Database, caller: Caller) {
  invitationPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(200);
    return rows.map((row) => presentInvitation(row));
  });
}
