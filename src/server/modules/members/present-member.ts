import type { MemberKind, ProjectMember } from '../../../shared/schemas/members';

export interface MemberPerson {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
}

/** A member as the project page shows them: who, how they belong, since when; nothing else. */
export function presentMember(person: MemberPerson, kind: MemberKind, addedAt: Date | null): ProjectMember {
  return {
    user_id: person.id,
    full_name: person.fullName,
    email: person.email,
    avatar_url: person.avatarUrl,
    kind,
    added_at: addedAt ? addedAt.toISOString() : null,
  };
}
