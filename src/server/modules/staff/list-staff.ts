import { asc, eq, inArray } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { userSkills } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { presentStaffMember } from './present-staff-member';

/**
 * The agency's team (admins) with their skills, by name. Any signed-in caller may ask (clients see
 * who works on their projects), so there is no route policy: row-level security lets a client
 * read the staff's rows (users_select_staff) and skills, and nothing else.
 */
export async function listStaff(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.fullName));
    const ids = rows.map((r) => r.id);
    const skills = ids.length
      ? await tx.select().from(userSkills).where(inArray(userSkills.userId, ids))
      : [];
    return rows.map((u) =>
      presentStaffMember(
        u,
        skills.filter((s) => s.userId === u.id).map((s) => s.skillName),
      ),
    );
  });
}
