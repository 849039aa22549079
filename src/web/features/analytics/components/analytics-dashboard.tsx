import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/web/components/block-states';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import type { Analytics } from '../api/client';
import { useAnalytics } from '../api/get-analytics';
import { CHART_IDS } from '../lib/chart-data';
import { ChartCard } from './chart-card';
import { CHART_VARS } from './chart-theme';
import {
  ProjectsPerMonthChart,
  RevenuePerMonthChart,
  TasksLegend,
  TasksPerMonthChart,
} from './monthly-charts';
import { StatusChart, StatusLegend } from './status-chart';
import { TechnologiesChart } from './technologies-chart';

/**
 * The agency's analytics (admins), on /analytics and /admin#advanced-analytics: the page's
 * <h1>, then five chart cards (status, projects per month, technologies, tasks, revenue).
 */
export function AnalyticsDashboard() {
  const { t } = useTranslation('analytics');
  const query = useAnalytics();
  return (
    <div className={cn('min-w-0 space-y-6', CHART_VARS)}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            loading={query.isFetching && !!query.data}
            disabled={query.isPending}
          >
            {!(query.isFetching && query.data) && <RefreshCw aria-hidden="true" />}
            {t('refresh')}
          </Button>
        }
      />
      {query.data ? (
        <Charts data={query.data} />
      ) : query.isError ? (
        <ErrorState
          message={t('loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}

function Charts({ data }: { data: Analytics }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartCard id="projectsByStatus" data={data} legend={<StatusLegend data={data} />}>
        <StatusChart data={data} />
      </ChartCard>
      <ChartCard id="projectsPerMonth" data={data}>
        <ProjectsPerMonthChart data={data} />
      </ChartCard>
      <ChartCard id="technologies" data={data}>
        <TechnologiesChart data={data} />
      </ChartCard>
      <ChartCard id="tasksPerMonth" data={data} legend={<TasksLegend />}>
        <TasksPerMonthChart data={data} />
      </ChartCard>
      <ChartCard id="revenuePerMonth" data={data} className="lg:col-span-2">
        <RevenuePerMonthChart data={data} />
      </ChartCard>
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      {CHART_IDS.map((id) => (
        <Card key={id} className={cn('gap-4', id === 'revenuePerMonth' && 'lg:col-span-2')}>
          <CardContent className="space-y-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-72 max-w-full" />
            <Skeleton className="h-64 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
