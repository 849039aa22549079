import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import { endOfDateOnly, pageMeta, pageOffset, startOfDateOnly } from '../../../shared/schemas/common';
import type { listProjectsQuerySchema } from '../../../shared/schemas/projects';
import type { z } from 'zod';
import { presentProject } from './present-project';
import { escapeLike } from '../../lib/escape-like';

type Query = z.output<typeof listProjectsQuerySchema>;

const sortColumns = {
  created_at: projects.createdAt,
  updated_at: projects.updatedAt,
  name: projects.name,
  progress: projects.progress,
  status: projects.status,
} as const;

export function projectFilters(q: Partial<Query>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    q.status ? eq(projects.status, q.status) : undefined,
    q.approval_status ? eq(projects.approvalStatus, q.approval_status) : undefined,
    q.technology ? sql`${projects.technologies} @> ARRAY[${q.technology}]::text[]` : undefined,
    q.created_by ? eq(projects.createdBy, q.created_by) : undefined,
    q.user_id ? eq(projects.userId, q.user_id) : undefined,
    q.dateFrom ? gte(projects.createdAt, startOfDateOnly(q.dateFrom)) : undefined,
    q.dateTo ? lt(projects.createdAt, endOfDateOnly(q.dateTo)) : undefined,
  ];
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.description, pattern)));
  }
  return and(...conditions);
}

/** docs/product.md#api-conventions list: filters, sort, page with exact count → projects, total, page, limit, totalPages. */
export async function listProjects(db: Database, caller: Caller, q: Query) {
  return asCaller(db, caller, async (tx) => {
    const where = projectFilters(q);
    const column = sortColumns[q.sort];
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      tx
        .select({ project: projects, owner: { id: users.id, fullName: users.fullName, email: users.email } })
        .from(projects)
        .leftJoin(users, eq(users.id, projects.createdBy))
        .where(where)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column), desc(projects.id))
        .limit(q.limit)
        .offset(pageOffset(q)),
      tx.select({ total: count() }).from(projects).where(where),
    ]);
    return {
      projects: rows.map((r) => presentProject(r.project, caller, r.owner)),
      ...pageMeta(total, q),
    };
  });
}
