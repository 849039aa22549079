import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client';
import { projects } from '../../../../db/schema/projects';
import { tasks } from '../../../../db/schema/tasks';

/** How many of the caller's projects the offline assistant reads to find one by name. */
export const OFFLINE_PROJECTS_READ = 200;
/** How many rows an offline answer lists (the product's (docs/product.md#limits) snapshot limit for projects). */
export const OFFLINE_LIST_LIMIT = 10;

/**
 * What the offline assistant reads, always in the caller's transaction: row-level security decides,
 * as for every other read of the API (a client's answers cover their own and shared projects).
 */
export const readPortal = {
  projects: (tx: Tx) =>
    tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        approval: projects.approvalStatus,
        progress: projects.progress,
      })
      .from(projects)
      .orderBy(desc(projects.updatedAt))
      .limit(OFFLINE_PROJECTS_READ),

  statusCounts: (tx: Tx) =>
    tx
      .select({ status: projects.status, count: count() })
      .from(projects)
      .groupBy(projects.status)
      .orderBy(asc(projects.status)),

  pendingApproval: (tx: Tx) =>
    tx
      .select({ name: projects.name, total: sql<number>`(count(*) OVER ())::int` })
      .from(projects)
      .where(eq(projects.approvalStatus, 'pending'))
      .orderBy(asc(projects.createdAt))
      .limit(OFFLINE_LIST_LIMIT),

  overdueTasks: (tx: Tx) =>
    tx
      .select({
        title: tasks.title,
        dueDate: tasks.dueDate,
        project: projects.name,
        total: sql<number>`(count(*) OVER ())::int`,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(eq(tasks.status, 'pending'), lt(tasks.dueDate, sql`current_date`)))
      .orderBy(asc(tasks.dueDate), asc(tasks.title))
      .limit(OFFLINE_LIST_LIMIT),

  taskCounts: (tx: Tx, projectId: string) =>
    tx
      .select({
        total: count(),
        completed: sql<number>`count(*) FILTER (WHERE ${tasks.status} = 'completed')::int`,
      })
      .from(tasks)
      .where(eq(tasks.projectId, projectId))
      .then((rows) => rows[0] ?? { total: 0, completed: 0 }),
};

export type PortalProject = Awaited<ReturnType<typeof readPortal.projects>>[number];
