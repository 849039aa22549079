import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useDeleteNotification } from '../../api/delete-notification';
import {
  NOTIFICATION_LIST_PAGE,
  useNotificationList,
  type NotificationFilters,
} from '../../api/list-notifications';
import { useUpdateNotification } from '../../api/update-notification';
import { useNotificationText } from '../../hooks/use-notification-text';
import { NotificationFiltersBar } from './notification-filters';
import { NotificationRow } from './notification-row';

/** The admin's own notifications: filters, then the page (limit/offset) with '1–50 de 237'. */
export function NotificationInbox() {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const [filters, setFilters] = useState<NotificationFilters>({ offset: 0 });
  const { data, isPending, isError, refetch, isPlaceholderData } = useNotificationList(filters);
  const text = useNotificationText();
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const { offset, ...criteria } = filters;
  const filtered = Object.values(criteria).some((v) => v !== undefined);
  const pageEmptied = !!data && !isPlaceholderData && data.notifications.length === 0 && offset > 0;

  // The last item of the last page was deleted or read away: show the page before.
  useEffect(() => {
    if (pageEmptied) setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - NOTIFICATION_LIST_PAGE) }));
  }, [pageEmptied]);

  const toggleRead = (notification: Notification) =>
    update.mutate(
      { id: notification.id, is_read: !notification.is_read },
      {
        onSuccess: () =>
          notify.success(notification.is_read ? t('admin.list.markedUnread') : t('admin.list.markedRead')),
        onError: () => notify.error(t('openError.title'), { description: t('openError.description') }),
      },
    );

  const total = data?.total ?? 0;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + (data?.notifications.length ?? 0), total);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.list.title')}</CardTitle>
        <CardDescription>{t('admin.list.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <NotificationFiltersBar value={criteria} onChange={(next) => setFilters({ ...next, offset: 0 })} />
        {isPending ? (
          <div className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        ) : isError ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p>{t('bell.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('bell.retry')}
            </Button>
          </div>
        ) : data.notifications.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
            <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm">{filtered ? t('admin.list.emptyFiltered') : t('admin.list.empty')}</p>
            {filtered && (
              <Button variant="outline" size="sm" onClick={() => setFilters({ offset: 0 })}>
                {t('admin.filters.clear')}
              </Button>
            )}
          </div>
        ) : (
          <ul
            className="grid gap-2"
            aria-busy={isPlaceholderData || undefined}
            aria-label={t('admin.list.title')}
          >
            {data.notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                onToggleRead={toggleRead}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        )}
        {total > 0 && (
          <nav
            aria-label={t('admin.list.pagination')}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
              {t('admin.list.range', {
                from: format.number(from),
                to: format.number(to),
                total: format.number(total),
              })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={offset === 0}
                onClick={() =>
                  setFilters({ ...filters, offset: Math.max(0, offset - NOTIFICATION_LIST_PAGE) })
                }
              >
                {t('admin.list.previous')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={offset + NOTIFICATION_LIST_PAGE >= total}
                onClick={() => setFilters({ ...filters, offset: offset + NOTIFICATION_LIST_PAGE })}
              >
                {t('admin.list.next')}
              </Button>
            </div>
          </nav>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.list.deleteTitle')}
        description={deleting ? t('admin.list.deleteDescription', { title: text(deleting).title }) : ''}
        confirmLabel={t('admin.list.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.success(t('admin.list.deleted'));
            },
          })
        }
      />
    </Card>
  );
}
