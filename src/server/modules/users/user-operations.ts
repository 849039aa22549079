import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { projects } from '../../db/schema/projects';
import { userPresence } from '../../db/schema/user-presence';
import { users, type UserRow } from '../../db/schema/users';
import { iso } from '../../lib/dates';
import { AppError } from '../../../shared/errors';
import type { AdminUser, listUsersQuerySchema } from '../../../shared/schemas/users-admin';
import { recordSecurityEvent } from '../security/record-security-event';

export function assertAdmin(caller: Caller) {
  if (caller.role !== 'admin') throw new AppError('PERMISSION', { message: 'projects:errors.onlyAdmins' });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function present(row: UserRow, projectCount: number, lastSeen: Date | null): AdminUser {
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
  };
}

/** Admin list of users: search by name or e-mail, role and status filters, pages with exact count. */
export async function listUsers(db: Database, caller: Caller, q: z.output<typeof listUsersQuerySchema>) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const pattern = q.search ? `%${escapeLike(q.search)}%` : undefined;
    const where = and(
      pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
      q.role ? eq(users.role, q.role) : undefined,
      q.status ? eq(users.banned, q.status === 'deactivated') : undefined,
    );
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
      .offset((q.page - 1) * q.limit);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users).where(where);
    return {
      users: rows.map((r) => present(r.user, r.projectCount, r.lastSeen)),
      total,
      page: q.page,
      limit: q.limit,
      totalPages: Math.ceil(total / q.limit),
    };
  });
}

async function findUser(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: 'admin:errors.userNotFound' });
  return row;
}

async function assertAnotherAdminRemains(tx: Tx, exceptId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, exceptId)));
  if (n === 0) throw new AppError('BAD_REQUEST', { message: 'admin:errors.lastAdmin' });
}

export async function changeRole(db: Database, caller: Caller, id: string, role: 'admin' | 'user') {
  assertAdmin(caller);
  if (id === caller.id) throw new AppError('BAD_REQUEST', { message: 'admin:errors.ownRole' });
  const row = await asCaller(db, caller, async (tx) => {
    const user = await findUser(tx, id);
    if (user.role === 'admin' && role === 'user') await assertAnotherAdminRemains(tx, id);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return { before: user.role, updated: updated! };
  });
  if (row.before !== role) {
    await recordSecurityEvent(db, 'role_changed', {
      userId: id,
      email: row.updated.email,
      details: { from: row.before, to: role, by: caller.id },
    });
  }
  return present(row.updated, 0, null);
}

/** Deactivate: sign-in refused and every session ended at once. Reactivate undoes it. */
export async function setActive(db: Database, caller: Caller, id: string, active: boolean, reason?: string) {
  assertAdmin(caller);
  if (id === caller.id && !active)
    throw new AppError('BAD_REQUEST', { message: 'admin:errors.ownDeactivation' });
  const updated = await asCaller(db, caller, async (tx) => {
    const user = await findUser(tx, id);
    if (!active && user.role === 'admin') await assertAnotherAdminRemains(tx, id);
    const [row] = await tx
      .update(users)
      .set({ banned: !active, banReason: active ? null : reason || null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row!;
  });
  if (!active) await db.delete(sessions).where(eq(sessions.userId, id));
  await recordSecurityEvent(db, active ? 'user_reactivated' : 'user_deactivated', {
    userId: id,
    email: updated.email,
    details: { by: caller.id, ...(reason && { reason }) },
  });
  return present(updated, 0, null);
}
