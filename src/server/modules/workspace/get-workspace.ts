import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { projectActivityLog } from '../../db/schema/project-activity';
import { projects } from '../../db/schema/projects';
import { tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { todayUtc } from '../../lib/dates';
import { activityI18nOf } from '../../../shared/domain/activity';
import type { Workspace } from '../../../shared/schemas/workspace';
import { workspacePolicy } from './policy';

/** /workspace: the caller's active projects, tasks due this week, recent activity (all as visible to them). */
export async function getWorkspace(db: Database, caller: Caller): Promise<Workspace> {
  return asCaller(db, caller, async (tx) => {
    const now = new Date();
    const today = todayUtc(now);
    const weekEnd = todayUtc(new Date(now.getTime() + 7 * 86_400_000));
    const active = await tx
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        progress: projects.progress,
        updated_at: projects.updatedAt,
      })
      .from(projects)
      .where(and(eq(projects.isActive, true), eq(projects.approvalStatus, 'approved')))
      .orderBy(desc(projects.updatedAt))
      .limit(10);
    const due = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        due_date: tasks.dueDate,
        priority: tasks.priority,
        project_id: tasks.projectId,
        project_name: projects.name,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(
        and(
          eq(tasks.status, 'pending'),
          lte(tasks.dueDate, weekEnd),
          workspacePolicy.seesOnlyOwnAssignments(caller) ? eq(tasks.assignedTo, caller.id) : undefined,
        ),
      )
      .orderBy(asc(tasks.dueDate))
      .limit(20);
    const activity = await tx
      .select({
        id: projectActivityLog.id,
        action: projectActivityLog.action,
        description: projectActivityLog.description,
        metadata: projectActivityLog.metadata,
        project_id: projectActivityLog.projectId,
        project_name: projects.name,
        author_name: users.fullName,
        created_at: projectActivityLog.createdAt,
      })
      .from(projectActivityLog)
      .innerJoin(projects, eq(projects.id, projectActivityLog.projectId))
      .leftJoin(users, eq(users.id, projectActivityLog.userId))
      .where(gte(projectActivityLog.createdAt, new Date(now.getTime() - 30 * 86_400_000)))
      .orderBy(desc(projectActivityLog.createdAt))
      .limit(15);
    return {
      projects: active.map((p) => ({ ...p, updated_at: p.updated_at.toISOString() })),
      tasks_due: due.map((t) => ({
        ...t,
        overdue: t.due_date !== null && t.due_date < today,
      })),
      activity: activity.map(({ metadata, ...a }) => ({
        ...a,
        i18n: activityI18nOf(metadata),
        author_name: a.author_name ?? null,
        created_at: a.created_at.toISOString(),
      })),
    };
  });
}
