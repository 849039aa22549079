import { BellOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Spinner } from '@/web/components/ui/spinner';
import { useUnreadPages } from '../api/list-unread-notifications';
import { useNow } from '@/web/lib/use-now';
import { isNearBottom } from '../lib/bell-rules';
import { NotificationItem } from './notification-item';

/**
 * The bell's unread list: 20 at a time, the next page loaded when scrolled within 50 px of the
 * bottom (docs/product.md#limits), then 'No hay más notificaciones'; 'No hay notificaciones nuevas' when empty.
 */
export function NotificationList({
  onOpen,
}: {
  onOpen: (notification: Notification, options?: { navigate?: boolean }) => void;
}) {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useUnreadPages(true);
  const scroller = useRef<HTMLDivElement>(null);

  const items = useMemo(() => {
    const byId = new Map<string, Notification>();
    for (const page of data?.pages ?? [])
      for (const n of page.notifications) if (!byId.has(n.id)) byId.set(n.id, n);
    return [...byId.values()];
  }, [data]);

  const loadMoreIfNeeded = useCallback(() => {
    const box = scroller.current;
    if (box && hasNextPage && !isFetchingNextPage && isNearBottom(box)) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  // A first page shorter than the box cannot be scrolled: keep loading until it fills or ends.
  useEffect(() => loadMoreIfNeeded(), [loadMoreIfNeeded, items.length]);

  if (isPending) {
    return (
      <div className="grid gap-3 p-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-4 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div className="grid justify-items-center gap-3 px-4 py-8 text-center text-sm">
        <p>{t('bell.loadError')}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('bell.retry')}
        </Button>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 px-4 py-10 text-center">
        <BellOff className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">{t('bell.empty')}</p>
        <p className="text-[13px] text-muted-foreground">{t('bell.emptyHint')}</p>
      </div>
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={loadMoreIfNeeded}
      className="max-h-[min(26rem,60dvh)] overflow-y-auto overscroll-contain p-1.5"
    >
      <ul aria-label={t('bell.listLabel')} className="grid gap-0.5">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} now={now} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <div className="px-3 py-3 text-center text-xs text-muted-foreground">
        {isFetchingNextPage ? (
          <Spinner className="size-4" label={t('bell.loadingMore')} />
        ) : hasNextPage ? null : (
          <p>{t('bell.end')}</p>
        )}
      </div>
    </div>
  );
}
