import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { percentage, rankPerformers, rankSkillGaps } from '../../../shared/reports/report-rules';
import type { Report, ReportPeriod } from '../../../shared/schemas/reports';
import { reportPolicy } from './policy';
import {
  readPerformers,
  readProjectSummary,
  readSignoffs,
  readSkillDemand,
  readTotals,
} from './internal/report-queries';
import { readCare } from './internal/report-care';
import { reportWindow } from './internal/report-window';

export type ReportFigures = Omit<Report, 'agency_name' | 'generated_at'>;

/**
 * The report's figures (docs/product.md#records-and-fields, #limits; decision 0024), computed in SQL in the caller's transaction:
 * row-level security decides which projects and tasks they count. Websy AI reads them this way too.
 */
export async function readReport(tx: Tx, period: ReportPeriod, now: Date): Promise<ReportFigures> {
  const w = reportWindow(period, now);
  const [totals, performers, skills, projects, signoffs, care] = await Promise.all([
    readTotals(tx, w),
    readPerformers(tx, w),
    readSkillDemand(tx, w),
    readProjectSummary(tx, w),
    readSignoffs(tx, w),
    // Site care belongs to the monthly report (decision 0057).
    period === 'monthly' ? readCare(tx, w) : [],
  ]);
  return {
    period,
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    total_tasks: totals.total,
    completed_tasks: totals.completed,
    overdue_tasks: totals.overdue,
    pending_tasks: totals.total - totals.completed,
    productivity_score: percentage(totals.completed, totals.total),
    team_efficiency: percentage(totals.on_time, totals.completed),
    top_performers: rankPerformers(performers),
    skill_gaps: rankSkillGaps(skills),
    project_summary: projects,
    signoffs,
    care,
  };
}

/** The weekly or monthly report, in one transaction as the caller. */
export async function getReport(
  db: Database,
  caller: Caller,
  input: { period: ReportPeriod; agencyName: string; now?: Date },
): Promise<Report> {
  reportPolicy.assertCanRead(caller);
  const figures = await asCaller(db, caller, (tx) => readReport(tx, input.period, input.now ?? new Date()));
  return { ...figures, generated_at: new Date().toISOString(), agency_name: input.agencyName };
}
