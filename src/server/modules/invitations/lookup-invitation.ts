import type { Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { AppError } from '../../../shared/errors';
import { openInvitationWhere } from './internal/invitation-token';

/**
 * The address and role of an open invitation, by its token. Read as the server: the invitee has
 * no session, and the token is the credential.
 */
export async function lookupInvitation(db: Database, token: string) {
  const [row] = await db
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(openInvitationWhere(token));
  if (!row) throw new AppError('NOT_FOUND', { message: 'admin:errors.invitationInvalid' });
  return row;
}
