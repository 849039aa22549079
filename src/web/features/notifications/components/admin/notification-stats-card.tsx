import { useTranslation } from 'react-i18next';
import { notificationCategorySchema, notificationTypeSchema } from '@/shared/schemas/notifications';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { useNotificationStats } from '../../api/get-notification-stats';

function Breakdown({
  title,
  entries,
  total,
}: {
  title: string;
  entries: { key: string; label: string; count: number }[];
  total: number;
}) {
  const format = useFormatters();
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li key={entry.key} className="grid gap-1">
            <div className="flex items-center justify-between gap-2 text-[13px]">
              <span>{entry.label}</span>
              <span className="font-medium tabular-nums">{format.number(entry.count)}</span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${total ? Math.round((entry.count / total) * 100) : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Stats of the admin's own inbox: total, unread, urgent, by type and by category (docs/product.md#api-conventions). */
export function NotificationStatsCard() {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const { data: stats, isPending, isError } = useNotificationStats();

  const figures = stats
    ? [
        { key: 'total', label: t('admin.stats.total'), value: stats.total },
        { key: 'unread', label: t('admin.stats.unread'), value: stats.unread },
        { key: 'urgent', label: t('admin.stats.urgent'), value: stats.urgent },
      ]
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.stats.title')}</CardTitle>
        <CardDescription>
          {stats
            ? t('admin.stats.summary', {
                unread: format.number(stats.unread),
                total: format.number(stats.total),
              })
            : t('admin.stats.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isPending ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : isError || !stats ? (
          <p className="text-sm text-muted-foreground">{t('admin.stats.unavailable')}</p>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {figures.map((figure) => (
                <div key={figure.key} className="rounded-lg border p-3">
                  <dt className="text-[13px] text-muted-foreground">{figure.label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{format.number(figure.value)}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 md:grid-cols-2">
              <Breakdown
                title={t('admin.stats.byType')}
                total={stats.total}
                entries={notificationTypeSchema.options.map((type) => ({
                  key: type,
                  label: t(`types.${type}`),
                  count: stats.by_type[type] ?? 0,
                }))}
              />
              <Breakdown
                title={t('admin.stats.byCategory')}
                total={stats.total}
                entries={notificationCategorySchema.options.map((category) => ({
                  key: category,
                  label: t(`categories.${category}`),
                  count: stats.by_category[category] ?? 0,
                }))}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
