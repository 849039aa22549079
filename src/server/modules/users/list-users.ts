import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { userPresence } from '../../db/schema/user-presence';
import { users } from '../../db/schema/users';
import { pageMeta, pageOffset } from '../../../shared/schemas/common';
import type { listUsersQuerySchema } from '../../../shared/schemas/users-admin';
import { userPolicy } from './policy';
import { presentAdminUser } from './present-admin-user';
import { escapeLike } from '../../lib/escape-like';

type Query = z.output<typeof listUsersQuerySchema>;

function userFilters(q: Query) {
  const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
  return and(
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.banned, q.status === 'deactivated') : undefined,
  );
}

/** Admin list of users: search by name or e-mail, role and status filters, pages with exact count. */
export async function listUsers(db: Database, caller: Caller, q: Query) {
  userPolicy.assertCanManage(caller);
  return asCaller(db, caller, async (tx) => {
    const where = userFilters(q);
    const rows = await tx
      .select({
        user: users,
        projectCount: sql<number>`(select count(*)::int from ${projects} p where p.created_by = ${users.id})`,
        lastSeen: userPresence.lastSeen,
      })
      .from(users)
      .leftJoin(userPresence, eq(userPresence.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(pageOffset(q));
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users).where(where);
    return {
      users: rows.map((r) => presentAdminUser(r.user, r.projectCount, r.lastSeen, caller)),
      ...pageMeta(total, q),
    };
  });
}
