import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { invitations } from '../../../db/schema/invitations';

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/** A single-use token for the invitation link; only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The invitation of a token while it is open: neither accepted nor revoked nor expired. */
export function openInvitationWhere(token: string, now = new Date()) {
  return and(
    eq(invitations.tokenHash, hashToken(token)),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
}
