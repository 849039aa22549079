import type { Tx } from '../db/client';
import { comments } from '../db/schema/comments';
import { projectActivityLog } from '../db/schema/project-activity';
import { projectPhases } from '../db/schema/project-phases';
import { projectProgressHistory } from '../db/schema/projects';
import { tasks } from '../db/schema/tasks';
import { demoComments, standardPhaseNames, tasksByPhase, type DemoProject } from './demo-data';
import { activity, dateOnly, day } from './seed-dates';

/** An approved demo project, as its phases are written. */
export interface SeededProject {
  projectId: string;
  createdAt: Date;
  /** Its place in the demo's list: spreads the tasks over the staff. */
  index: number;
  clientId: string;
  approverId: string;
  staffIds: string[];
}

/**
 * Six standard phases spread over the project's life, the first `phasesDone` finished: each with
 * its tasks, the first finished one with a comment thread, every finished one in the progress
 * history and the activity log.
 */
export async function seedDemoPhases(
  tx: Tx,
  p: DemoProject,
  { projectId, createdAt, index, clientId, approverId, staffIds }: SeededProject,
) {
  const total = standardPhaseNames.length;
  const span = Math.max(p.daysAgo - 1, 6);
  for (const [order, name] of standardPhaseNames.entries()) {
    const start = new Date(createdAt.getTime() + (order * span * day) / 6 + day);
    const end = new Date(start.getTime() + (span * day) / 6);
    const done = order < p.phasesDone;
    const current = order === p.phasesDone;
    const [phase] = await tx
      .insert(projectPhases)
      .values({
        projectId,
        name,
        description: '',
        phaseOrder: order + 1,
        status: done ? 'completed' : current ? 'in_progress' : 'pending',
        startDate: dateOnly(start),
        endDate: dateOnly(end),
        createdBy: approverId,
        completedAt: done ? end : null,
      })
      .returning();
    for (const [t, spec] of tasksByPhase[name].entries()) {
      await tx.insert(tasks).values({
        projectId,
        phaseId: phase!.id,
        title: spec.title,
        priority: spec.priority,
        status: done ? 'completed' : 'pending',
        completionPercentage: done ? 100 : 0,
        completedAt: done ? end : null,
        assignedTo: staffIds[(index + t) % staffIds.length]!,
        dueDate: dateOnly(end),
        estimatedHours: spec.hours,
        requiredSkills: spec.skills,
        tags: [name.toLowerCase()],
        createdBy: approverId,
        createdAt: start,
      });
    }
    if (done && order === 0) {
      let parentId: string | null = null;
      for (const [i, c] of demoComments.entries()) {
        const [row]: Array<{ id: string }> = await tx
          .insert(comments)
          .values({
            projectId,
            phaseKey: phase!.id,
            parentId,
            userId: c.fromClient ? clientId : staffIds[0]!,
            content: c.text,
            timestamp: new Date(start.getTime() + (i + 1) * 3_600_000),
          })
          .returning({ id: comments.id });
        parentId ??= row!.id;
      }
    }
    if (done) {
      const pct = Math.round(((order + 1) / total) * 100);
      await tx
        .insert(projectProgressHistory)
        .values({ projectId, date: dateOnly(end), progress: pct })
        .onConflictDoNothing();
      await tx.insert(projectActivityLog).values({
        projectId,
        userId: approverId,
        action: 'phase_status',
        ...activity('projects:activity.phaseStatusChanged', { name, status: 'completed' }),
        createdAt: end,
      });
    }
  }
}
