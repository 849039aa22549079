import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { invitations } from '../../db/schema/invitations';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import type { Invitation } from '../../../shared/schemas/users-admin';
import { translator } from '../../lib/i18n';
import type { Mailer } from '../../mail/mailer';
import { layout } from '../../mail/templates';
import type { Language } from '../../../shared/schemas/preferences';
import { recordSecurityEvent } from '../security/record-security-event';
import { assertAdmin } from '../users/user-operations';

export const INVITATION_DAYS = 7;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Row = typeof invitations.$inferSelect;
function present(row: Row): Invitation {
  const status = row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt < new Date()
        ? 'expired'
        : 'pending';
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status,
    invited_by: row.invitedBy,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function invitationMail(language: Language, data: { inviter: string; link: string }) {
  const t = translator(language);
  const subject = t('admin:mail.inviteSubject');
  const body = t('admin:mail.inviteBody', { inviter: data.inviter });
  const action = t('admin:mail.inviteAction');
  return {
    subject,
    text: `${t('admin:mail.inviteGreeting')},\n\n${body}\n\n${action}: ${data.link}\n\nWebsy`,
    html: layout(subject, [`${t('admin:mail.inviteGreeting')},`, body], { label: action, href: data.link }),
  };
}

/** Admin invites an address: a single-use link to /invite, valid 7 days, sent by mail. */
export async function createInvitation(
  deps: { db: Database; mailer: Mailer; baseURL: string },
  caller: Caller,
  input: { email: string; role: 'admin' | 'user' },
  language: Language,
) {
  assertAdmin(caller);
  const token = randomBytes(32).toString('base64url');
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
    return { row: created!, inviter: me?.fullName || me?.email || 'Websy' };
  });
  const link = `${deps.baseURL}/invite?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: input.email, ...invitationMail(language, { inviter, link }) });
  await recordSecurityEvent(deps.db, 'invitation_sent', {
    userId: caller.id,
    email: input.email,
    details: { role: input.role },
  });
  return present(row);
}

export async function listInvitations(db: Database, caller: Caller) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) =>
    (await tx.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(200)).map(present),
  );
}

export async function revokeInvitation(db: Database, caller: Caller, id: string) {
  assertAdmin(caller);
  await asCaller(db, caller, async (tx) => {
    const revoked = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ id: invitations.id });
    if (revoked.length === 0) throw new AppError('NOT_FOUND', { message: 'admin:errors.invitationNotFound' });
  });
}

/** A pending, unexpired invitation by its token (server-side: the invitee has no session). */
export async function findOpenInvitation(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', { message: 'admin:errors.invitationInvalid' });
  return row;
}
