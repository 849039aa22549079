import { count, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projects } from '../../db/schema/projects';

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
