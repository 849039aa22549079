import type { Tx } from '../db/client';
import { projectActivityLog, projectMetrics } from '../db/schema/project-activity';
import { projects } from '../db/schema/projects';
import { detectProjectType } from '../../shared/domain/project-types';
import { demoProjects, standardPhaseNames, tasksByPhase } from './demo-data';
import { activity, dateOnly, day } from './seed-dates';
import { seedDemoInvoices } from './seed-invoices';
import { seedDemoPhases } from './seed-phases';

/**
 * The demo's projects, each requested by its client: pending, rejected or approved by
 * `approverId`; an approved one with its phases, tasks, metrics and invoices.
 */
export async function seedDemoProjects(
  tx: Tx,
  {
    clientIds,
    staffIds,
    approverId,
    now,
  }: {
    clientIds: string[];
    staffIds: string[];
    approverId: string;
    now: number;
  },
) {
  for (const [index, p] of demoProjects.entries()) {
    const createdAt = new Date(now - p.daysAgo * day);
    const clientId = clientIds[p.client]!;
    const approved = p.approval === 'approved';
    const total = approved ? standardPhaseNames.length : 0;
    const progress = total ? Math.round((p.phasesDone / total) * 100) : 0;
    const [project] = await tx
      .insert(projects)
      .values({
        name: p.name,
        description: p.description,
        technologies: p.technologies,
        features: p.features,
        status: p.status,
        createdBy: clientId,
        userId: clientId,
        approvalStatus: p.approval,
        type: detectProjectType(p).type,
        approvedBy: approved ? approverId : null,
        approvedAt: approved ? new Date(createdAt.getTime() + day) : null,
        requestNotes: p.requestNotes ?? null,
        requestedAt: createdAt,
        adminNotes: p.adminNotes ?? null,
        githubRepositoryUrl: p.github ?? null,
        progress,
        completionPercentage: progress,
        createdAt,
        updatedAt: new Date(now - Math.min(p.daysAgo, 3) * day),
      })
      .returning();
    const projectId = project!.id;
    await tx.insert(projectActivityLog).values({
      projectId,
      userId: clientId,
      action: 'created',
      ...activity('projects:activity.created'),
      createdAt,
    });
    if (p.approval !== 'pending') {
      await tx.insert(projectActivityLog).values({
        projectId,
        userId: approverId,
        action: p.approval,
        ...activity(approved ? 'projects:activity.approved' : 'projects:activity.rejected'),
        createdAt: new Date(createdAt.getTime() + day),
      });
    }
    if (!approved) continue;

    await seedDemoPhases(tx, p, { projectId, createdAt, index, clientId, approverId, staffIds });
    const taskTotal = standardPhaseNames.reduce((sum, name) => sum + tasksByPhase[name].length, 0);
    const taskDone = standardPhaseNames
      .slice(0, p.phasesDone)
      .reduce((sum, name) => sum + tasksByPhase[name].length, 0);
    await tx.insert(projectMetrics).values({
      projectId,
      metricDate: dateOnly(new Date(now)),
      completionPercentage: progress,
      taskCount: taskTotal,
      completedTasks: taskDone,
    });
    await seedDemoInvoices(tx, p, { projectId, index, clientId, approverId, now });
  }
}
