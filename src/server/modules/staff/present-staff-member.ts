import type { UserRow } from '../../db/schema/users';
import { isRealAvatar } from '../../../shared/domain/profile';

/** A member of the agency's team as task assignees are shown: name, e-mail, avatar and skills. */
export function presentStaffMember(user: UserRow, skills: string[]) {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    avatar_url: user.avatarUrl,
    has_real_avatar: isRealAvatar(user.avatarUrl),
    skills,
  };
}
