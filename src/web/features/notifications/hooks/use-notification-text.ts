import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';

/**
 * Title and message in the reader's language: notifications written by the server carry their
 * i18n keys and parameters (`metadata.i18n`); the others (sent by an admin) show as written.
 */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return useCallback(
    (notification: Pick<Notification, 'title' | 'message' | 'metadata'>) => {
      const i18n = notification.metadata.i18n;
      if (!i18n) return { title: notification.title, message: notification.message };
      return {
        title: t(i18n.title, { ...i18n.params, defaultValue: notification.title }),
        message: t(i18n.message, { ...i18n.params, defaultValue: notification.message }),
      };
    },
    [t],
  );
}
