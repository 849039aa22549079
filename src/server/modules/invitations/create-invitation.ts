import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import type { Mailer } from '../../mail/mailer';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { Language } from '../../../shared/schemas/preferences';
import type { createInvitationSchema } from '../../../shared/schemas/users-admin';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { invitationMail } from './internal/invitation-mail';
import { hashToken, INVITATION_DAYS, newInvitationToken } from './internal/invitation-token';
import { invitationPolicy } from './policy';
import { presentInvitation } from './present-invitation';

type Input = z.output<typeof createInvitationSchema>;

/**
 * Admin invites an address: a single-use link to /invite, valid 7 days. The invitation and its
 * security event are one transaction; the mail goes out once it is committed.
 */
export async function createInvitation(
  deps: { db: Database; mailer: Mailer; baseURL: string },
  caller: Caller,
  input: Input,
  language: Language,
) {
  invitationPolicy.assertCanManage(caller);
  const token = newInvitationToken();
  const { row, inviter } = await asCaller(deps.db, caller, async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw new AppError('DUPLICATE', { message: 'admin:errors.alreadyRegistered' });
    const [me] = await tx
      .select({ fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, caller.id));
    const [created] = await tx
      .insert(invitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: caller.id,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    await recordSecurityEvent(tx, 'invitation_sent', {
      userId: caller.id,
      email: input.email,
      details: { role: input.role },
    });
    return { row: created!, inviter: me?.fullName || me?.email || 'Websy' };
  });
  const link = `${deps.baseURL}${paths.auth.invite.getHref()}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: input.email, ...invitationMail(language, { inviter, link }) });
  return presentInvitation(row);
}
