import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_PERIOD_DAYS, reportPeriods, type ReportPeriod } from '@/shared/schemas/reports';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { PageHeader } from '@/web/components/page-header';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useViewer } from '@/web/lib/use-viewer';
import { useReport } from '../api/get-report';
import { ProjectSummary } from '../components/project-summary';
import { ReportCare } from '../components/report-care';
import { ReportFigures, TaskStatusChart } from '../components/report-figures';
import { SkillGaps, TopPerformers } from '../components/report-rankings';
import { ReportSchedules } from '../components/report-schedules';
import { ReportSignoffs } from '../components/report-signoffs';
import { PeriodSwitch, ReportDownloads } from '../components/report-toolbar';

export const handle = { titleKey: 'reportsPage:title' };

const periodOf = (value: string | null): ReportPeriod => reportPeriods.find((p) => p === value) ?? 'weekly';

function ReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </div>
  );
}

/**
 * /informes (any signed-in user): the weekly or monthly report (`?period=`), as row-level security
 * lets the viewer see it, with its PDF and CSV downloads; admins also schedule it by e-mail.
 */
export function Component() {
  const { t } = useTranslation('reportsPage');
  const format = useFormatters();
  const viewer = useViewer();
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search.get('period'));
  const query = useReport(period);
  const report = query.data?.period === period ? query.data : undefined;
  const setPeriod = (next: ReportPeriod) =>
    setSearch((params) => {
      params.set('period', next);
      return params;
    });
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={<ReportDownloads report={report} />}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PeriodSwitch period={period} onChange={setPeriod} />
        {report && (
          <p className="text-sm text-muted-foreground" data-testid="report-range">
            {t('period.range', {
              from: format.date(report.from),
              to: format.date(report.to),
              days: REPORT_PERIOD_DAYS[period],
            })}
          </p>
        )}
      </div>
      {query.isError && !report ? (
        <ErrorState
          message={`${t('error.title')}. ${t('error.body')}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !report ? (
        <ReportSkeleton label={t('loading')} />
      ) : (
        <>
          {report.total_tasks === 0 ? (
            <EmptyState icon={BarChart3} title={t('empty.title')}>
              {t('empty.body')}
            </EmptyState>
          ) : (
            <>
              <ReportFigures report={report} />
              <div className="grid items-start gap-6 lg:grid-cols-3">
                <TaskStatusChart report={report} />
                <TopPerformers report={report} />
                <SkillGaps report={report} />
              </div>
            </>
          )}
          <ProjectSummary report={report} />
          <ReportSignoffs report={report} />
          <ReportCare report={report} />
        </>
      )}
      {viewer?.role === 'admin' && <ReportSchedules />}
    </div>
  );
}
