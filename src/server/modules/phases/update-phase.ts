import type { z } from 'zod';
import { asPhaseTaskCaller, type Caller, type Database } from '../../db/client';
import { projectPhases } from '../../db/schema/project-phases';
import { sameVersion, versionConflict } from '../../lib/record-version';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { updatePhaseSchema } from '../../../shared/schemas/phases-tasks';
import { notify } from '../notifications/notify';
import { findProject } from '../projects/find-project';
import { recomputeProgress } from '../projects/recompute-progress';
import { recordActivity } from '../projects/record-activity';
import { findPhase } from './find-phase';
import { latestSignoffStatus } from './internal/latest-signoff-status';
import { phasePolicy } from './policy';
import { presentPhase } from './present-phase';

/** Edit a phase; a status change is logged, recomputes progress and tells the owner when finished. */
export async function updatePhase(
  db: Database,
  caller: Caller,
  id: string,
  input: z.output<typeof updatePhaseSchema>,
) {
  phasePolicy.assertCanManage(caller);
  return asPhaseTaskCaller(db, caller, async (tx) => {
    const phase = await findPhase(tx, id);
    const project = await findProject(tx, phase.projectId, { forUpdate: true });
    // The schema checks the dates it is sent; one of them against the stored other is checked here.
    const start = input.start_date !== undefined ? input.start_date : phase.startDate;
    const end = input.end_date !== undefined ? input.end_date : phase.endDate;
    if (start && end && start > end) {
      throw new AppError('VALIDATION', {
        details: [{ path: 'end_date', message: 'projects:phaseValidation.endBeforeStart' }],
      });
    }
    const statusChanged = input.status !== undefined && input.status !== phase.status;
    const [row] = await tx
      .update(projectPhases)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.phase_order !== undefined && { phaseOrder: input.phase_order }),
        ...(input.start_date !== undefined && { startDate: input.start_date }),
        ...(input.end_date !== undefined && { endDate: input.end_date }),
        ...(input.milestone_amount !== undefined && { milestoneAmount: input.milestone_amount }),
        ...(statusChanged && {
          status: input.status,
          completedAt: input.status === 'completed' ? new Date() : null,
        }),
        updatedAt: new Date(),
      })
      .where(sameVersion(projectPhases.id, id, projectPhases.version, input.version))
      .returning();
    const signoffStatus = await latestSignoffStatus(tx, id);
    if (!row) {
      throw versionConflict(
        presentPhase(await findPhase(tx, id), { projectName: project.name, signoffStatus }),
      );
    }
    const updated = row;
    if (statusChanged) {
      await recordActivity(tx, {
        projectId: project.id,
        userId: caller.id,
        action: 'phase_status',
        // The status as its key, so each reader sees it in their language.
        key: 'projects:activity.phaseStatusChanged',
        params: { name: updated.name, status: updated.status },
      });
      if (updated.status === 'completed') {
        await notify(tx, [project.createdBy], {
          titleKey: 'projects:notify.phaseDoneTitle',
          messageKey: 'projects:notify.phaseDoneMessage',
          params: { phase: updated.name, project: project.name },
          type: 'success',
          category: 'project',
          actionUrl: paths.app.projectDetail.getHref(project.id),
          senderId: caller.id,
          projectId: project.id,
        });
      }
      await recomputeProgress(tx, project, caller.id);
    }
    return presentPhase(updated, { projectName: project.name, signoffStatus });
  });
}
