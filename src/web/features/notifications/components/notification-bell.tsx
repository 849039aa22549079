import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';
import { Button } from '@/web/components/ui/button';
import { useRealtimeStatus } from '@/web/lib/realtime-provider';
import { notify } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { useUnreadSummary } from '../api/get-unread-summary';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useArrivalToasts } from '../hooks/use-arrival-toasts';
import { useOpenNotification } from '../hooks/use-open-notification';
import { badgeText } from '../lib/bell-rules';
import { NotificationList } from './notification-list';

/**
 * The header's notification bell (docs/product.md#screens-and-navigation, #limits): unread count (99+ above 99), urgent marker, and
 * a popover with the unread list and 'Marcar todas'. Kept fresh by realtime, or by a 30-s poll
 * while the socket is down; new arrivals also pop a toast.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const realtime = useRealtimeStatus();
  const { data: summary } = useUnreadSummary();
  const markAll = useMarkNotificationsRead();
  const openNotification = useOpenNotification();
  useArrivalToasts(summary?.latest);

  const unread = summary?.unread ?? 0;
  const urgent = summary?.urgent ?? 0;
  const badge = badgeText(unread);
  const statusId = useId();
  const titleId = useId();
  const status =
    unread === 0
      ? t('bell.noneUnread')
      : urgent > 0
        ? `${t('bell.unread', { count: unread })}, ${t('bell.urgentCount', { count: urgent })}`
        : t('bell.unread', { count: unread });

  const onOpen = (notification: Notification, options?: { navigate?: boolean }) => {
    setOpen(false);
    openNotification(notification, options);
  };

  const onMarkAll = () =>
    markAll.mutate(
      { all: true },
      {
        onSuccess: () => notify.success(t('bell.markedAll')),
        onError: () => notify.error(t('openError.title'), { description: t('openError.description') }),
      },
    );

  return (
    <div className={cn('relative', className)} data-realtime-status={realtime}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={t('bell.label')}
            aria-describedby={statusId}
            data-tour="notifications"
          >
            <Bell className="size-5" aria-hidden="true" />
            {badge && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1 right-0.5 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 font-semibold tabular-nums md:top-0.5',
                  urgent > 0
                    ? 'bg-destructive text-destructive-foreground'
                    : 'bg-primary text-primary-foreground',
                )}
              >
                {badge}
              </span>
            )}
            {urgent > 0 && (
              <span
                aria-hidden="true"
                data-testid="bell-urgent-marker"
                className="absolute bottom-1.5 left-2 size-2.5 rounded-full bg-destructive ring-2 ring-background"
              />
            )}
          </Button>
        </Popover.Trigger>
        {/* Read with the button (aria-describedby) and announced when the count changes. */}
        <span id={statusId} className="sr-only" aria-live="polite" aria-atomic="true">
          {status}
        </span>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={12}
            aria-labelledby={titleId}
            className="z-50 w-[min(24rem,calc(100vw-1.5rem))] origin-(--radix-popover-content-transform-origin) rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
          >
            <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
              <div className="min-w-0">
                <h2 id={titleId} className="text-sm font-semibold">
                  {t('bell.title')}
                </h2>
                <p className="text-xs text-muted-foreground">{status}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={onMarkAll}
                disabled={unread === 0}
                loading={markAll.isPending}
              >
                {t('bell.markAll')}
              </Button>
            </div>
            <NotificationList onOpen={onOpen} />
            <p className="flex items-center gap-2 border-t px-4 py-2 text-xs text-muted-foreground">
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 rounded-full',
                  realtime === 'connected' ? 'bg-success' : 'bg-muted-foreground/60',
                )}
              />
              {realtime === 'connected' ? t('bell.live') : t('bell.polling')}
            </p>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
