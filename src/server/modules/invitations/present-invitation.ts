import type { invitations } from '../../db/schema/invitations';
import type { Invitation } from '../../../shared/schemas/users-admin';

/** An invitation without its token hash; its status derived from its dates. */
export function presentInvitation(row: typeof invitations.$inferSelect, now = new Date()): Invitation {
  const status = row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt < now
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
