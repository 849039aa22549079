import { and, eq, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { AppError } from '../../../shared/errors';
import { invitationPolicy } from './policy';

/** Admin revokes an invitation that is neither accepted nor revoked yet. */
export async function revokeInvitation(db: Database, caller: Caller, id: string) {
  invitationPolicy.assertCanManage(caller);
  await asCaller(db, caller, async (tx) => {
    const revoked = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (revoked.length === 0) throw new AppError('NOT_FOUND', { message: 'admin:errors.invitationNotFound' });
  });
}
