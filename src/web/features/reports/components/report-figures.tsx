import { useTranslation } from 'react-i18next';
import type { Report } from '@/shared/schemas/reports';
import { ReportSection } from './report-section';
import { BarRow } from './bar-row';

/** The six headline figures as cards. */
export function ReportFigures({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  const percent = (value: number) => t('file.percent', { value });
  const figures = [
    { id: 'total', value: String(report.total_tasks) },
    { id: 'completed', value: String(report.completed_tasks) },
    { id: 'overdue', value: String(report.overdue_tasks) },
    { id: 'pending', value: String(report.pending_tasks) },
    { id: 'productivity', value: percent(report.productivity_score), hint: t('figures.productivityHint') },
    { id: 'efficiency', value: percent(report.team_efficiency), hint: t('figures.efficiencyHint') },
  ];
  return (
    <section aria-labelledby="report-figures-title">
      <h2 id="report-figures-title" className="sr-only">
        {t('figures.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figures.map((figure) => (
          <div
            key={figure.id}
            data-testid={`figure-${figure.id}`}
            className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
          >
            <dt className="text-sm text-muted-foreground">{t(`figures.${figure.id}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
            {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Completed, pending on time and overdue tasks as bars of the period's total. */
export function TaskStatusChart({ report }: { report: Report }) {
  const { t } = useTranslation('reportsPage');
  const total = Math.max(1, report.total_tasks);
  const bars = [
    { id: 'completed', n: report.completed_tasks, className: 'bg-green-600 dark:bg-green-500' },
    {
      id: 'onTime',
      n: report.pending_tasks - report.overdue_tasks,
      className: 'bg-blue-600 dark:bg-blue-500',
    },
    { id: 'overdue', n: report.overdue_tasks, className: 'bg-red-600 dark:bg-red-500' },
  ];
  return (
    <ReportSection title={t('chart.title')}>
      <ul className="grid gap-4">
        {bars.map((bar) => (
          <BarRow
            key={bar.id}
            label={t(`chart.${bar.id}`)}
            value={String(bar.n)}
            share={(bar.n / total) * 100}
            barClassName={bar.className}
          />
        ))}
      </ul>
    </ReportSection>
  );
}
