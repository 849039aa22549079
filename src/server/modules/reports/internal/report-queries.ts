import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { ProjectSummary, ReportSignoff, TopPerformer } from '../../../../shared/schemas/reports';
import { REPORT_LIMITS } from '../../../../shared/schemas/reports';
import type { SkillDemand } from '../../../../shared/reports/report-rules';
import type { ReportWindow } from './report-window';

/**
 * The report's aggregates, each one grouped pass over the tasks the caller may see (row-level
 * security applies: these run inside the caller's transaction). A task is in the period when it
 * was created, completed or due within the window (decision 0024).
 */
function inPeriod(w: ReportWindow): SQL {
  const from = sql`${w.from.toISOString()}::timestamptz`;
  const to = sql`${w.to.toISOString()}::timestamptz`;
  return sql`((t.created_at >= ${from} AND t.created_at <= ${to})
    OR (t.completed_at >= ${from} AND t.completed_at <= ${to})
    OR (t.due_date >= ${w.fromDate}::date AND t.due_date <= ${w.toDate}::date))`;
}

/** Pending and due before the window's last day. */
const overdue = (w: ReportWindow) => sql`(t.status = 'pending' AND t.due_date < ${w.toDate}::date)`;

export interface Totals {
  total: number;
  completed: number;
  overdue: number;
  on_time: number;
}

export async function readTotals(tx: Tx, w: ReportWindow): Promise<Totals> {
  const { rows } = await tx.execute<Totals & Record<string, unknown>>(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE t.status = 'completed')::int AS completed,
           count(*) FILTER (WHERE ${overdue(w)})::int AS overdue,
           count(*) FILTER (WHERE t.status = 'completed' AND (t.due_date IS NULL OR t.completed_at IS NULL
                             OR (t.completed_at AT TIME ZONE 'UTC')::date <= t.due_date))::int AS on_time
      FROM tasks t
     WHERE ${inPeriod(w)}`);
  return rows[0]!;
}

/** Completed tasks of the period per assignee (ranked by `rankPerformers`). */
export async function readPerformers(tx: Tx, w: ReportWindow): Promise<TopPerformer[]> {
  const { rows } = await tx.execute<TopPerformer & Record<string, unknown>>(sql`
    SELECT u.id AS user_id, u.full_name AS user_name, count(*)::int AS completed_tasks
      FROM tasks t JOIN users u ON u.id = t.assigned_to
     WHERE ${inPeriod(w)} AND t.status = 'completed'
     GROUP BY u.id, u.full_name`);
  return rows;
}

/**
 * Per required skill (compared without case), the period's tasks requiring it and those whose
 * assignee lacks it in user_skills or that nobody is assigned to (ranked by `rankSkillGaps`).
 */
export async function readSkillDemand(tx: Tx, w: ReportWindow): Promise<SkillDemand[]> {
  const { rows } = await tx.execute<SkillDemand & Record<string, unknown>>(sql`
    SELECT min(btrim(s.skill)) AS skill_name,
           count(DISTINCT t.id)::int AS required_tasks,
           count(DISTINCT t.id) FILTER (WHERE t.assigned_to IS NULL OR NOT EXISTS (
             SELECT 1 FROM user_skills us
              WHERE us.user_id = t.assigned_to AND lower(us.skill_name) = lower(btrim(s.skill))))::int AS uncovered_tasks
      FROM tasks t CROSS JOIN LATERAL unnest(t.required_skills) AS s(skill)
     WHERE ${inPeriod(w)} AND btrim(s.skill) <> ''
     GROUP BY lower(btrim(s.skill))`);
  return rows;
}

/**
 * The active, approved projects the caller may see with their tasks of the period: the busiest
 * first, ties by name, at most 10.
 */
export async function readProjectSummary(tx: Tx, w: ReportWindow): Promise<ProjectSummary[]> {
  const { rows } = await tx.execute<ProjectSummary & Record<string, unknown>>(sql`
    SELECT p.id, p.name, p.status, p.progress,
           count(t.id)::int AS total_tasks,
           count(t.id) FILTER (WHERE t.status = 'completed')::int AS completed_tasks,
           count(t.id) FILTER (WHERE ${overdue(w)})::int AS overdue_tasks
      FROM projects p
      LEFT JOIN tasks t ON t.project_id = p.id AND ${inPeriod(w)}
     WHERE p.is_active AND p.approval_status = 'approved'
     GROUP BY p.id
     ORDER BY count(t.id) DESC, lower(p.name), p.id
     LIMIT ${REPORT_LIMITS.projects}`);
  return rows;
}

/** The phase sign-offs decided within the window (decision 0053), newest first, at most 20. */
export async function readSignoffs(tx: Tx, w: ReportWindow): Promise<ReportSignoff[]> {
  const { rows } = await tx.execute<ReportSignoff & Record<string, unknown>>(sql`
    SELECT s.id, s.project_id, p.name AS project_name, ph.name AS phase_name, s.round, s.status,
           to_char(s.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS decided_at,
           coalesce(u.full_name, '') AS decided_by_name
      FROM phase_signoffs s
      JOIN projects p ON p.id = s.project_id
      JOIN project_phases ph ON ph.id = s.phase_id
      LEFT JOIN users u ON u.id = s.decided_by
     WHERE s.status IN ('accepted', 'changes_requested')
       AND s.decided_at >= ${w.from.toISOString()}::timestamptz AND s.decided_at <= ${w.to.toISOString()}::timestamptz
     ORDER BY s.decided_at DESC, s.id
     LIMIT ${REPORT_LIMITS.signoffs}`);
  return rows;
}
