import type { Caller } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { iso } from '../../lib/dates';
import { canViewAs } from '../../../shared/domain/view-as-policy';
import type { AdminUser } from '../../../shared/schemas/users-admin';

/** A user as the admin console shows it: active rather than banned, never credentials. */
export function presentAdminUser(
  row: UserRow,
  projectCount: number,
  lastSeen: Date | null,
  caller: Caller,
): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    role: row.role,
    active: !row.banned,
    deactivation_reason: row.banReason,
    two_factor_enabled: row.twoFactorEnabled,
    project_count: projectCount,
    created_at: row.createdAt.toISOString(),
    last_seen: iso(lastSeen),
    can: {
      view_as: canViewAs(caller, {
        id: row.id,
        role: row.role === 'admin' ? 'admin' : 'user',
        active: !row.banned,
      }),
    },
  };
}
