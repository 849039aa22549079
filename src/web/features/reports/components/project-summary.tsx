import { useTranslation } from 'react-i18next';
import type { ProjectSummary as Row, Report } from '@/shared/schemas/reports';
import { ProgressBar } from '@/web/components/progress';
import { TableHead } from '@/web/components/table-head';
import { Badge } from '@/web/components/ui/badge';
import { projectStatusTone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';
import { ReportProjectLink, ReportSection } from './report-section';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('reportsPage');
  return (
    <Badge className={cn('border-transparent', projectStatusTone[status as keyof typeof projectStatusTone])}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The project summary: a table from tablets up, one card a project on phones. */
export function ProjectSummary({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  const rows = report.project_summary;
  const numbers = (p: Row) =>
    [
      ['total', p.total_tasks],
      ['completed', p.completed_tasks],
      ['overdue', p.overdue_tasks],
    ] as const;
  return (
    <ReportSection title={t('projects.title')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('projects.empty')}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm" data-testid="project-summary">
              <TableHead
                className="border-b text-muted-foreground"
                cellClassName="px-3 py-2"
                columns={[
                  { label: t('projects.name') },
                  { label: t('projects.status') },
                  { label: t('projects.progress'), className: 'w-40' },
                  { label: t('projects.total'), className: 'text-right' },
                  { label: t('projects.completed'), className: 'text-right' },
                  { label: t('projects.overdue'), className: 'text-right' },
                ]}
              />
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id} className="border-b last:border-0">
                    <td className="px-3 py-2">
                      <ReportProjectLink id={p.id} name={p.name} />
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge status={p.status} />
                    </td>
                    <td className="px-3 py-2">
                      <ProgressBar value={p.progress} label={`${t('projects.progress')}: ${p.name}`} />
                    </td>
                    {numbers(p).map(([key, n]) => (
                      <td key={key} className="px-3 py-2 text-right tabular-nums">
                        {n}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden" data-testid="project-summary-cards">
            {rows.map((p) => (
              <li key={p.id} className="grid gap-3 rounded-lg border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <ReportProjectLink id={p.id} name={p.name} />
                  <StatusBadge status={p.status} />
                </div>
                <ProgressBar value={p.progress} label={`${t('projects.progress')}: ${p.name}`} />
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  {numbers(p).map(([key, n]) => (
                    <div key={key}>
                      <dt className="text-muted-foreground">{t(`projects.${key}`)}</dt>
                      <dd className="font-semibold tabular-nums">{n}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportSection>
  );
}
