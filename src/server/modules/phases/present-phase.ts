import type { PhaseRow } from '../../db/schema/project-phases';
import { iso } from '../../lib/dates';
import type { Phase } from '../../../shared/schemas/phases-tasks';
import type { SignoffStatus } from '../../../shared/schemas/signoffs';

export function presentPhase(
  row: PhaseRow,
  extra: {
    projectName?: string;
    taskCount?: number;
    completedTaskCount?: number;
    /** The status of the phase's latest sign-off (decision 0053). */
    signoffStatus?: SignoffStatus | null;
  } = {},
): Phase {
  return {
    id: row.id,
    project_id: row.projectId,
    ...(extra.projectName !== undefined && { project_name: extra.projectName }),
    name: row.name,
    description: row.description,
    phase_order: row.phaseOrder,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    completed_at: iso(row.completedAt),
    task_count: extra.taskCount ?? 0,
    completed_task_count: extra.completedTaskCount ?? 0,
    milestone_amount: row.milestoneAmount,
    signoff_status: extra.signoffStatus ?? null,
    version: row.version,
  };
}
