import { asc, eq, inArray, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { tasks, userSkills } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import type { ShortCache } from '../../lib/short-cache';
import { adminPolicy } from './policy';
import { presentTeamMember } from './present-team-member';

/**
 * The agency's members (admins) with their skills and workload: open tasks, overdue ones.
 * Admins only: workload is internal (clients see who works for them through /api/staff).
 */
export async function listTeamMembers(db: Database, caller: Caller, cache: ShortCache) {
  adminPolicy.assertCanView(caller);
  // The same for every admin: one computation serves them all for a few seconds.
  return cache.get('team', () => readTeamMembers(db, caller));
}

function readTeamMembers(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.fullName));
    const ids = rows.map((r) => r.id);
    const skills = ids.length
      ? await tx.select().from(userSkills).where(inArray(userSkills.userId, ids))
      : [];
    // Workload over the tasks the caller may see (admins: all).
    const load = ids.length
      ? await tx
          .select({
            userId: tasks.assignedTo,
            open: sql<number>`count(*) filter (where ${tasks.status} = 'pending')::int`,
            overdue: sql<number>`count(*) filter (where ${tasks.status} = 'pending' and ${tasks.dueDate} < current_date)::int`,
            completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')::int`,
          })
          .from(tasks)
          .where(inArray(tasks.assignedTo, ids))
          .groupBy(tasks.assignedTo)
      : [];
    return rows.map((u) =>
      presentTeamMember(
        u,
        skills.filter((s) => s.userId === u.id).map((s) => s.skillName),
        load.find((l) => l.userId === u.id),
      ),
    );
  });
}
