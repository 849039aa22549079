import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDashboardSettings } from '../api/dashboard-settings';
import { ErrorState } from '@/web/components/block-states';
import { DashboardPreview } from '../components/dashboard-preview';
import { WidgetEditor } from '../components/widget-editor';

export const handle = { titleKey: 'workspace:custom.title' };

/**
 * /dashboard-custom (any signed-in user): choose the widgets of docs/product.md#screens-and-navigation (projects, stats, team,
 * help), their order and width. Saved automatically in user_preferences.
 */
export function Component() {
  const { t } = useTranslation('workspace');
  const { query, change, reset } = useDashboardSettings();
  const { data, isPending, isError, refetch, isRefetching } = query;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('custom.title')}
        description={t('custom.description')}
        actions={
          <Button variant="outline" onClick={reset} disabled={!data}>
            <RotateCcw aria-hidden="true" />
            {t('custom.reset')}
          </Button>
        }
      />
      {isPending ? (
        <div className="grid gap-4" role="status" aria-label={t('custom.loading')}>
          <Skeleton className="h-72 w-full rounded-xl" />
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-56 rounded-xl" />
            <Skeleton className="h-56 rounded-xl" />
          </div>
        </div>
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('custom.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <>
          <WidgetEditor settings={data} onChange={change} />
          <DashboardPreview settings={data} onShowAll={reset} />
        </>
      )}
    </div>
  );
}
