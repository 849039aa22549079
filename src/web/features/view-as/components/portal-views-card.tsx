import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { viewDuration } from '@/web/lib/view-duration';
import { usePortalViews } from '../api/list-portal-views';

/**
 * "Accesos de la agencia a tu portal" (docs/decisions/0054): who at the agency viewed the client's
 * portal as them, when, and for how long (or until when, for a view that simply expired).
 */
export function PortalViewsCard() {
  const { t } = useTranslation('viewAs');
  const format = useFormatters();
  const { data: views, isPending, isError, refetch } = usePortalViews();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : isError ? (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p className="text-muted-foreground">{t('settings.error')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('settings.retry')}
            </Button>
          </div>
        ) : views.length === 0 ? (
          <p className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
            <Eye className="size-4" aria-hidden="true" />
            {t('settings.empty')}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('settings.title')}>
            {views.map((view) => {
              const expired = !view.ended_at && Date.parse(view.expires_at) <= Date.now();
              return (
                <li key={view.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:justify-between">
                  <p className="font-medium">
                    {t('settings.viewed', { admin: view.admin_name || t('settings.someone') })}
                  </p>
                  <p className="tabular text-muted-foreground">
                    <time dateTime={view.started_at}>{format.dateTime(view.started_at)}</time>
                    {' · '}
                    {view.duration_seconds !== null
                      ? t('settings.lasted', { duration: viewDuration(t, view.duration_seconds) })
                      : expired
                        ? t('settings.until', { time: format.time(view.expires_at) })
                        : t('settings.ongoing')}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
