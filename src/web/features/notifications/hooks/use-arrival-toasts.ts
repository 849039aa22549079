import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';
import { notify } from '@/web/lib/toast';
import { arrivals } from '../lib/bell-rules';
import { useNotificationText } from './use-notification-text';
import { useOpenNotification } from './use-open-notification';

const TOAST_BY_TYPE = {
  info: notify.info,
  success: notify.success,
  warning: notify.warning,
  error: notify.error,
  critical: notify.error,
} as const;

/**
 * Pops a toast in the notification layer (≤ 3 visible, 4 s: docs/product.md#limits) for each notification that
 * arrives while the app is open — pushed by realtime or found by the 30-s poll. What was there
 * when the app loaded is not announced again.
 */
export function useArrivalToasts(latest: readonly Notification[] | undefined) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText();
  const open = useOpenNotification();
  const seen = useRef<{ ids: Set<string>; newest: string | null } | null>(null);

  useEffect(() => {
    if (!latest) return;
    const newestOf = (list: readonly Notification[], current: string | null) =>
      list.reduce<string | null>((max, n) => (!max || n.created_at > max ? n.created_at : max), current);
    if (!seen.current) {
      seen.current = { ids: new Set(latest.map((n) => n.id)), newest: newestOf(latest, null) };
      return;
    }
    const fresh = arrivals(latest, seen.current.ids, seen.current.newest);
    for (const n of latest) seen.current.ids.add(n.id);
    seen.current.newest = newestOf(latest, seen.current.newest);
    for (const notification of fresh) {
      const { title, message } = text(notification);
      const show = TOAST_BY_TYPE[notification.type];
      show(title, {
        id: `notification-${notification.id}`,
        description: message,
        ...(notification.action_url && {
          action: { label: t('bell.view'), onClick: () => open(notification) },
        }),
      });
    }
  }, [latest, open, t, text]);
}
