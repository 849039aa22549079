import type { TFunction } from 'i18next';
import type { Tx } from '../../../../db/client';
import { paths } from '../../../../../shared/paths';
import type { ReportPeriod } from '../../../../../shared/schemas/reports';
import { readReport, type ReportFigures } from '../../../reports/get-report';
import { list } from '../offer-action';

const PROJECTS_TOLD = 5;

/** Where the report is downloaded as PDF or CSV (the reports screen, on that period). */
export const reportHref = (period: ReportPeriod) => `${paths.app.reports.getHref()}?period=${period}`;

/** The report's figures told in a few lines of markdown, with the link to download it. */
export function tellReport(t: TFunction, report: ReportFigures): string {
  const k = 'assistant:offline.report';
  const lines = [
    t(`${k}.tasks`, {
      total: report.total_tasks,
      completed: report.completed_tasks,
      overdue: report.overdue_tasks,
    }),
    t(`${k}.scores`, { productivity: report.productivity_score, efficiency: report.team_efficiency }),
  ];
  if (report.top_performers.length > 0) {
    const names = report.top_performers.map((p) => `${p.user_name} (${p.completed_tasks})`).join(', ');
    lines.push(t(`${k}.performers`, { names }));
  }
  if (report.skill_gaps.length > 0) {
    const gaps = report.skill_gaps.map((g) => `${g.skill_name} (${g.gap_percentage} %)`).join(', ');
    lines.push(t(`${k}.gaps`, { gaps }));
  }
  for (const p of report.project_summary.slice(0, PROJECTS_TOLD)) {
    lines.push(
      t(`${k}.project`, {
        name: p.name,
        completed: p.completed_tasks,
        total: p.total_tasks,
        progress: p.progress,
      }),
    );
  }
  const heading = t(`${k}.heading.${report.period}`, {
    from: report.from.slice(0, 10),
    to: report.to.slice(0, 10),
  });
  const download = t(`${k}.download`, { href: reportHref(report.period) });
  return `${heading}\n\n${list(lines)}\n\n${download}`;
}

/**
 * The weekly or monthly report asked of the offline assistant, read as the caller (row-level
 * security: a client's covers only their projects). Read in a savepoint, so a failure is told
 * with its possible causes (docs/product.md#error-messages) and the conversation goes on.
 */
export async function answerReport(tx: Tx, t: TFunction, period: ReportPeriod): Promise<string> {
  try {
    return tellReport(t, await tx.transaction((sp) => readReport(sp, period, new Date())));
  } catch {
    return t('assistant:offline.report.failed');
  }
}
