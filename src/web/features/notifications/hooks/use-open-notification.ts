import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { notify } from '@/web/lib/toast';
import { useUpdateNotification } from '../api/update-notification';
import { actionTarget } from '../lib/bell-rules';

/**
 * Opening a notification (docs/product.md#screens-and-navigation, #error-messages): marks it read (it leaves the open list) and follows its
 * link — in-app paths through the router. `navigate: false` when a link element already follows
 * it. A failure says 'Error al procesar la notificación' / 'Inténtalo de nuevo'.
 */
export function useOpenNotification() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { mutate } = useUpdateNotification();
  return useCallback(
    (notification: Notification, options: { navigate?: boolean } = {}) => {
      const fail = () => notify.error(t('openError.title'), { description: t('openError.description') });
      if (!notification.is_read) mutate({ id: notification.id, is_read: true }, { onError: fail });
      if (options.navigate === false) return;
      const target = actionTarget(notification.action_url);
      if (target?.kind === 'internal') {
        Promise.resolve(navigate(target.path)).catch(fail);
      } else if (target?.kind === 'external') {
        window.open(target.href, '_blank', 'noopener,noreferrer');
      }
    },
    [mutate, navigate, t],
  );
}
