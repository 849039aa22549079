import type { Context } from 'hono';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/auth';
import { invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type { acceptInvitationSchema } from '../../../shared/schemas/users-admin';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { openInvitationWhere } from './internal/invitation-token';
import { lookupInvitation } from './lookup-invitation';

type Input = z.output<typeof acceptInvitationSchema>;

/**
 * The invitee accepts with a name and a password. One transaction, as the server (the invitee
 * has no session yet): the invitation is marked accepted by a conditional update (a token is
 * accepted once; a concurrent second accept waits for the row and then finds it taken), the user
 * is created with the invited role and its credential account (the password hashed by the auth
 * library, stored as the library's own sign-up stores it), and the sign-up and the acceptance are
 * logged. Any failure leaves nothing behind and the invitation open. Then the auth library signs
 * the new user in from the request `c`; the answer carries the new session's cookies as the
 * library set them.
 */
export async function acceptInvitation(
  deps: { db: Database; auth: Auth },
  input: Input,
  c: Context,
): Promise<{ user: { id: string; email: string; role: 'admin' | 'user' } }> {
  // An unknown or closed token is refused before the (deliberately slow) password hash.
  await lookupInvitation(deps.db, input.token);
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(openInvitationWhere(input.token))
      .returning({ email: invitations.email, role: invitations.role });
    if (!invitation) throw new AppError('NOT_FOUND', { message: 'admin:errors.invitationInvalid' });
    const [created] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        fullName: input.full_name,
        role: invitation.role,
        emailVerified: true,
      })
      .returning({ id: users.id, email: users.email, role: users.role });
    await tx.insert(accounts).values({
      userId: created!.id,
      accountId: created!.id,
      providerId: 'credential',
      password: passwordHash,
    });
    await recordSecurityEvent(tx, 'sign_up', { userId: created!.id, email: created!.email });
    await recordSecurityEvent(tx, 'invitation_accepted', {
      userId: created!.id,
      email: created!.email,
      details: { role: invitation.role },
    });
    return created!;
  });
  const response = await deps.auth.api.signInEmail({
    body: { email: user.email, password: input.password },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  if (!response.ok) throw new Error(`signing the invited user in failed with status ${response.status}`);
  for (const cookie of response.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return { user };
}
