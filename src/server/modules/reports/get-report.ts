import { asCaller, type Caller, type Database } from '../../db/client';
import { percentage, rankPerformers, rankSkillGaps } from '../../../shared/reports/report-rules';
import type { Report, ReportPeriod } from '../../../shared/schemas/reports';
import { reportPolicy } from './policy';
import { readPerformers, readProjectSummary, readSkillDemand, readTotals } from './report-queries';
import { reportWindow } from './report-window';

/**
 * The weekly or monthly report (SPEC §3, §9; decision 0024), computed in SQL in one transaction
 * as the caller: row-level security decides which projects and tasks it counts.
 */
export async function getReport(
  db: Database,
  caller: Caller,
  input: { period: ReportPeriod; agencyName: string; now?: Date },
): Promise<Report> {
  reportPolicy.assertCanRead(caller);
  const w = reportWindow(input.period, input.now ?? new Date());
  const [totals, performers, skills, projects] = await asCaller(db, caller, (tx) =>
    Promise.all([
      readTotals(tx, w),
      readPerformers(tx, w),
      readSkillDemand(tx, w),
      readProjectSummary(tx, w),
    ]),
  );
  return {
    period: input.period,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    generated_at: new Date().toISOString(),
    agency_name: input.agencyName,
    total_tasks: totals.total,
    completed_tasks: totals.completed,
    overdue_tasks: totals.overdue,
    pending_tasks: totals.total - totals.completed,
    productivity_score: percentage(totals.completed, totals.total),
    team_efficiency: percentage(totals.on_time, totals.completed),
    top_performers: rankPerformers(performers),
    skill_gaps: rankSkillGaps(skills),
    project_summary: projects,
  };
}
