import { and, count, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import { pageMeta, pageOffset, startOfDateOnly } from '../../../shared/schemas/common';
import type { listTasksQuerySchema } from '../../../shared/schemas/phases-tasks';
import { findProject } from '../projects/find-project';
import { loadTasks } from './internal/load-tasks';

type Query = z.output<typeof listTasksQuerySchema>;

function taskFilters(q: Query) {
  return and(
    q.project_id ? eq(tasks.projectId, q.project_id) : undefined,
    q.phase_id ? eq(tasks.phaseId, q.phase_id) : undefined,
    q.status ? eq(tasks.status, q.status) : undefined,
    q.assigned_to ? eq(tasks.assignedTo, q.assigned_to) : undefined,
    q.created_from ? gte(tasks.createdAt, startOfDateOnly(q.created_from)) : undefined,
  );
}

/** Visible tasks by project, phase, status, assignee or creation day, a page at a time. */
export async function listTasks(db: Database, caller: Caller, q: Query) {
  return asPhaseTaskCaller(db, caller, async (tx) => {
    if (q.project_id) await findProject(tx, q.project_id);
    const where = taskFilters(q);
    const items = await loadTasks(tx, where, { limit: q.limit, offset: pageOffset(q) });
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(tasks).where(where);
    return { tasks: items, ...pageMeta(total, q) };
  });
}
