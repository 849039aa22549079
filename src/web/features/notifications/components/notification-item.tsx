import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';
import { useNotificationText } from '../hooks/use-notification-text';
import { actionTarget } from '../lib/bell-rules';
import { NotificationTime } from './notification-time';
import { NotificationTypeIcon } from './notification-type-icon';

const itemClasses =
  'flex w-full gap-3 rounded-md border-l-2 border-transparent px-3 py-3 text-left outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One unread notification in the bell: a link when it leads somewhere (in-app through the
 * router), else a button; either way opening it marks it read.
 */
export function NotificationItem({
  notification,
  now,
  onOpen,
}: {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification, options?: { navigate?: boolean }) => void;
}) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText();
  const { title, message } = text(notification);
  const target = actionTarget(notification.action_url);

  const body: ReactNode = (
    <>
      <NotificationTypeIcon type={notification.type} className="mt-0.5" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm leading-snug font-medium">{title}</span>
          {notification.is_urgent && (
            <Badge variant="destructive" className="mt-px">
              {t('bell.urgent')}
            </Badge>
          )}
        </span>
        {message && <span className="line-clamp-2 text-[13px] text-muted-foreground">{message}</span>}
        <NotificationTime
          createdAt={notification.created_at}
          now={now}
          className="text-xs text-muted-foreground"
        />
      </span>
    </>
  );

  const className = cn(itemClasses, notification.is_urgent && 'border-destructive');
  if (target?.kind === 'internal') {
    return (
      <Link to={target.path} className={className} onClick={() => onOpen(notification, { navigate: false })}>
        {body}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={() => onOpen(notification, { navigate: false })}
      >
        {body}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onOpen(notification)}>
      {body}
    </button>
  );
}
