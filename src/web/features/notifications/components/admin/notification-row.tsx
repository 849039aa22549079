import { Check, ExternalLink, MailOpen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@/shared/schemas/notifications';
import { Badge } from '@/web/components/ui/badge';
import { RowMenu } from '@/web/components/row-menu';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useNotificationText } from '../../hooks/use-notification-text';
import { actionTarget } from '../../lib/bell-rules';
import { NotificationTypeIcon } from '../notification-type-icon';

/**
 * One notification of the admin's inbox with its actions (mark read/unread, open, delete). The
 * actions run in the inbox, which outlives the row (a row may vanish as soon as it changes).
 */
export function NotificationRow({
  notification,
  onToggleRead,
  onDelete,
}: {
  notification: Notification;
  onToggleRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const text = useNotificationText();
  const { title, message } = text(notification);
  const target = actionTarget(notification.action_url);

  return (
    <li className={cn('flex gap-3 rounded-lg border p-3 md:p-4', !notification.is_read && 'bg-accent/30')}>
      <NotificationTypeIcon type={notification.type} className="mt-1" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-medium">{title}</h3>
          {!notification.is_read && <Badge variant="accent">{t('admin.list.unreadBadge')}</Badge>}
          {notification.is_urgent && <Badge variant="destructive">{t('bell.urgent')}</Badge>}
        </div>
        {message && <p className="text-[13px] text-muted-foreground">{message}</p>}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>{t(`types.${notification.type}`)}</span>
          <span>{t(`categories.${notification.category}`)}</span>
          <time dateTime={notification.created_at}>{format.dateTime(notification.created_at)}</time>
          {notification.expires_at && (
            <span>{t('admin.list.expires', { date: format.dateTime(notification.expires_at) })}</span>
          )}
        </p>
      </div>
      <RowMenu
        label={t('admin.list.actions', { title })}
        modal={false}
        actions={[
          {
            label: notification.is_read ? t('admin.list.markUnread') : t('admin.list.markRead'),
            icon: notification.is_read ? MailOpen : Check,
            onSelect: () => onToggleRead(notification),
          },
          target?.kind === 'internal' && {
            label: t('admin.list.openLink'),
            icon: ExternalLink,
            to: target.path,
          },
          {
            label: t('admin.list.delete'),
            icon: Trash2,
            onSelect: () => onDelete(notification),
            destructive: true,
          },
        ]}
      />
    </li>
  );
}
