import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useProjectStats } from '../../api/get-project-stats';
import { ErrorState } from '@/web/components/block-states';
import { BlockSkeleton, NoProjectsYet } from '../block-states';
import { WidgetFrame } from './widget-frame';

const STATUSES = ['development', 'production', 'paused', 'maintenance'] as const;

/** Counts of the projects the caller may see: total, active, new this month, average progress, by status. */
export function StatsWidget({ wide }: { wide: boolean }) {
  const { t } = useTranslation('workspace');
  const { number } = useFormatters();
  const { data, isPending, isError, refetch, isRefetching } = useProjectStats();
  return (
    <WidgetFrame widget="stats" title={t('widgets.stats.name')} icon={BarChart3} wide={wide}>
      {isPending ? (
        <BlockSkeleton rows={2} label={t('widgets.stats.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('widgets.stats.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.total === 0 ? (
        <NoProjectsYet icon={BarChart3}>{t('widgets.stats.empty')}</NoProjectsYet>
      ) : (
        <div className="grid gap-4">
          <dl className={cn('grid grid-cols-2 gap-3', wide && 'lg:grid-cols-4')}>
            {(
              [
                ['total', number(data.total)],
                ['active', number(data.active)],
                ['thisMonth', number(data.created_this_month)],
                ['averageProgress', number(data.average_progress / 100, { style: 'percent' })],
              ] as const
            ).map(([id, value]) => (
              <div key={id} className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{t(`widgets.stats.${id}`)}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-2">
            <h4 className="text-xs font-medium text-muted-foreground">{t('widgets.stats.byStatus')}</h4>
            <ul className="flex flex-wrap gap-2">
              {STATUSES.map((status) => (
                <li
                  key={status}
                  className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs"
                >
                  {t(`status.${status}`)}
                  <span className="font-semibold tabular-nums">{number(data.by_status[status] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </WidgetFrame>
  );
}
