import type { UserRow } from '../../db/schema/users';
import { isRealAvatar } from '../../../shared/domain/profile';
import type { Profile, ViewedBy } from '../../../shared/schemas/profile';

/** The caller's profile; `viewedBy` in a "view as client" session (docs/decisions/0054). */
export function presentProfile(row: UserRow, viewedBy: ViewedBy | null = null): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    name: row.fullName,
    avatar_url: row.avatarUrl,
    avatar: row.avatarUrl,
    has_real_avatar: isRealAvatar(row.avatarUrl),
    role: row.role,
    two_factor_enabled: row.twoFactorEnabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    viewed_by: viewedBy,
  };
}
