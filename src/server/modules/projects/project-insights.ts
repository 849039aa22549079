import { and, count, desc, ne, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { findProject } from './find-project';
import { presentProject } from './present-project';

/** Stats over the projects the caller can see. */
export async function getProjectStats(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const byStatus = await tx
      .select({ key: projects.status, n: count() })
      .from(projects)
      .groupBy(projects.status);
    const byApproval = await tx
      .select({ key: projects.approvalStatus, n: count() })
      .from(projects)
      .groupBy(projects.approvalStatus);
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const [extra] = await tx
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${projects.isActive})::int`,
        createdThisMonth: sql<number>`count(*) filter (where ${projects.createdAt} >= ${monthStart})::int`,
        averageProgress: sql<number>`coalesce(round(avg(${projects.progress})), 0)::int`,
      })
      .from(projects);
    const fill = <K extends string>(keys: readonly K[], rows: { key: K; n: number }[]) =>
      Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.key === k)?.n ?? 0])) as Record<K, number>;
    return {
      total: extra?.total ?? 0,
      active: extra?.active ?? 0,
      created_this_month: extra?.createdThisMonth ?? 0,
      average_progress: extra?.averageProgress ?? 0,
      by_status: fill(['development', 'production', 'paused', 'maintenance'] as const, byStatus),
      by_approval: fill(['pending', 'approved', 'rejected'] as const, byApproval),
    };
  });
}

/** Unique technologies with how many visible projects use each, most used first. */
export async function listTechnologies(db: Database, caller: Caller) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.execute<{ technology: string; count: number }>(
      sql`SELECT t AS technology, count(*)::int AS count FROM ${projects}, unnest(${projects.technologies}) AS t GROUP BY t ORDER BY count DESC, t ASC`,
    );
    return rows.rows;
  });
}

/** Projects created per month over the last `months` months (default 12), oldest first, gaps as 0. */
export async function getProjectTrends(db: Database, caller: Caller, months: number) {
  return asCaller(db, caller, async (tx) => {
    const rows = await tx.execute<{ month: string; count: number }>(sql`
      SELECT to_char(m, 'YYYY-MM') AS month, count(p.id)::int AS count
        FROM generate_series(date_trunc('month', now()) - make_interval(months => ${months - 1}), date_trunc('month', now()), interval '1 month') AS m
        LEFT JOIN ${projects} p ON date_trunc('month', p.created_at) = m
       GROUP BY m ORDER BY m`);
    return rows.rows;
  });
}

/** Visible projects sharing technologies with this one, most shared first (default 5). */
export async function listSimilarProjects(db: Database, caller: Caller, id: string, limit: number) {
  return asCaller(db, caller, async (tx) => {
    const project = await findProject(tx, id);
    if (project.technologies.length === 0) return [];
    const shared = sql<number>`cardinality(array(select unnest(${projects.technologies}) intersect select unnest(${sql.param(project.technologies)}::text[])))`;
    const rows = await tx
      .select({ project: projects, shared })
      .from(projects)
      .where(
        and(ne(projects.id, id), sql`${projects.technologies} && ${sql.param(project.technologies)}::text[]`),
      )
      .orderBy(desc(shared), desc(projects.createdAt))
      .limit(limit);
    return rows.map((r) => ({ ...presentProject(r.project), shared_technologies: r.shared }));
  });
}
