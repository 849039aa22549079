import { Bell } from 'lucide-react';
import { Dialog } from 'radix-ui';
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
 * a panel with the unread list and 'Marcar todas'. Kept fresh by realtime, or by a 30-s poll
 * while the socket is down; new arrivals also pop a toast.
 *
 * The panel is a non-modal dialog placed by CSS alone, under the header: below 768 px across the
 * header's width (the header is its containing block), from 768 px under the bell, right-aligned.
 * A popper measured the bell and the panel on every opening and placed the panel in a second
 * layout: 45–55 ms of a 160–300 ms opening, traced at 4× CPU, for a place CSS knows (decision 0047).
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
    <div className={cn('md:relative', className)} data-realtime-status={realtime}>
      <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
        <Dialog.Trigger asChild>
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
        </Dialog.Trigger>
        {/* Read with the button (aria-describedby) and announced when the count changes. */}
        <span id={statusId} className="sr-only" aria-live="polite" aria-atomic="true">
          {status}
        </span>
        <Dialog.Content className="absolute top-full right-3 z-50 mt-2 w-[min(24rem,calc(100vw-1.5rem))] origin-top-right rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in md:right-0">
          <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
            <div className="min-w-0">
              <Dialog.Title className="text-sm font-semibold">{t('bell.title')}</Dialog.Title>
              <Dialog.Description className="text-xs text-muted-foreground">{status}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
