import type { UserRow } from '../../db/schema/users';
import { isRealAvatar } from '../../../shared/domain/profile';
import type { TeamMember } from '../../../shared/schemas/admin';

export function presentTeamMember(
  user: UserRow,
  skills: string[],
  load: { open: number; overdue: number; completed: number } | undefined,
): TeamMember {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    avatar_url: user.avatarUrl,
    has_real_avatar: isRealAvatar(user.avatarUrl),
    skills,
    open_tasks: load?.open ?? 0,
    overdue_tasks: load?.overdue ?? 0,
    completed_tasks: load?.completed ?? 0,
  };
}
