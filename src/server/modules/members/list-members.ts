import { asc, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectMembers } from '../../db/schema/project-members';
import { users } from '../../db/schema/users';
import { COLLABORATOR_LIMIT, type MemberList } from '../../../shared/schemas/members';
import { findProject } from '../projects/find-project';
import { presentMember } from './present-member';

const person = { id: users.id, fullName: users.fullName, email: users.email, avatarUrl: users.avatarUrl };

/** The owner first, then the collaborators in the order they joined. Members only (else 404). */
export async function listMembers(db: Database, caller: Caller, projectId: string): Promise<MemberList> {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, projectId);
    const [owner] = await tx.select(person).from(users).where(eq(users.id, project.createdBy));
    const rows = await tx
      .select({ person, kind: projectMembers.kind, createdAt: projectMembers.createdAt })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(eq(projectMembers.projectId, projectId))
      .orderBy(asc(projectMembers.createdAt), asc(users.fullName));
    return {
      members: [
        ...(owner ? [presentMember(owner, 'owner', null)] : []),
        ...rows.map((r) => presentMember(r.person, r.kind, r.createdAt)),
      ],
      collaborators: rows.length,
      limit: COLLABORATOR_LIMIT,
    };
  });
}
