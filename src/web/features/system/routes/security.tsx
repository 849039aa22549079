import { RefreshCw, ShieldCheck, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/web/lib/use-formatters';
import { useSearchState } from '@/web/lib/use-search-state';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useSecurityLogs } from '../api/list-security-logs';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { SecurityFiltersBar } from '../components/security-filters-bar';
import { SecurityLogList, SecurityLogSkeleton } from '../components/security-log-list';
import {
  applyTextFilter,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  summarize,
  toServerQuery,
  type SecurityFilters,
} from '../lib/security-filters';

export const handle = { titleKey: 'system:security.title' };

/** The server answers at most this many events (docs/product.md#api-conventions: security_logs limit 100). */
const SERVER_LIMIT = 100;

/** /admin/security (admins: the router's role guard). */
export function Component() {
  const { t } = useTranslation('system');
  const [filters, update] = useSearchState(filtersFromParams, filtersToParams);
  const { settings } = useFormatters();
  const query = useMemo(() => toServerQuery(filters, settings.timeZone), [filters, settings.timeZone]);
  const logs = useSecurityLogs(query);
  const shown = useMemo(
    () => (logs.data ? applyTextFilter(logs.data, filters.q) : undefined),
    [logs.data, filters.q],
  );
  const filtered = hasFilters(filters);

  const change = (changes: Partial<SecurityFilters>) =>
    update((current) => ({ ...current, ...changes }), { replace: true });
  const clear = () => update(() => EMPTY_FILTERS, { replace: true });
  const refreshing = logs.isFetching && !logs.isPending;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('security.title')}
        description={t('security.description')}
        actions={
          <Button variant="outline" onClick={() => void logs.refetch()} loading={refreshing}>
            {!refreshing && <RefreshCw aria-hidden="true" />}
            {t('actions.refresh')}
          </Button>
        }
      />
      <Card>
        <CardContent>
          <SecurityFiltersBar filters={filters} onChange={change} onClear={clear} />
        </CardContent>
      </Card>
      <section aria-label={t('security.table.caption')} className="space-y-4">
        <Summary logs={shown} loaded={logs.data?.length} />
        {shown ? (
          shown.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              action={
                filtered && (
                  <Button variant="outline" onClick={clear}>
                    <X aria-hidden="true" />
                    {t('security.filters.clear')}
                  </Button>
                )
              }
            >
              {filtered ? t('security.empty.filtered') : t('security.empty.none')}
            </EmptyState>
          ) : (
            <SecurityLogList logs={shown} busy={logs.isPlaceholderData} />
          )
        ) : logs.isError ? (
          <ErrorState
            message={t('security.loadFailed')}
            onRetry={() => void logs.refetch()}
            retrying={logs.isFetching}
          />
        ) : (
          <SecurityLogSkeleton />
        )}
      </section>
    </div>
  );
}

/** "100 eventos · 7 inicios fallidos", and a note when the server's limit was reached. */
function Summary({
  logs,
  loaded,
}: {
  logs: { event: string; user_name: string | null; email: string | null }[] | undefined;
  loaded: number | undefined;
}) {
  const { t } = useTranslation('system');
  if (!logs) return <Skeleton className="h-5 w-56" />;
  const { total, failedSignIns } = summarize(logs);
  return (
    <p role="status" className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground tabular-nums">
        {t('security.summary.events', { count: total })}
      </span>
      {' · '}
      <span className={failedSignIns > 0 ? 'font-medium text-destructive-text tabular-nums' : 'tabular-nums'}>
        {t('security.summary.failed', { count: failedSignIns })}
      </span>
      {loaded === SERVER_LIMIT && <> · {t('security.summary.limit')}</>}
    </p>
  );
}
