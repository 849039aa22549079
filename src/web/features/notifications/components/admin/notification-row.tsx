import { Check, ExternalLink, MailOpen, MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@/shared/schemas/notifications';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useDeleteNotification } from '../../api/delete-notification';
import { useUpdateNotification } from '../../api/update-notification';
import { useNotificationText } from '../../hooks/use-notification-text';
import { actionTarget } from '../../lib/bell-rules';
import { NotificationTypeIcon } from '../notification-type-icon';

/** One notification of the admin's inbox with its actions (mark read/unread, open, delete). */
export function NotificationRow({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const text = useNotificationText();
  const { title, message } = text(notification);
  const update = useUpdateNotification();
  const remove = useDeleteNotification();
  const [confirming, setConfirming] = useState(false);
  const target = actionTarget(notification.action_url);

  const toggleRead = () =>
    update.mutate(
      { id: notification.id, is_read: !notification.is_read },
      {
        onSuccess: () => notify.success(notification.is_read ? t('admin.list.markedUnread') : t('admin.list.markedRead')),
        onError: () => notify.error(t('openError.title'), { description: t('openError.description') }),
      },
    );

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
          {notification.expires_at && <span>{t('admin.list.expires', { date: format.dateTime(notification.expires_at) })}</span>}
        </p>
      </div>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('admin.list.actions', { title })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={toggleRead}>
            {notification.is_read ? <MailOpen aria-hidden="true" /> : <Check aria-hidden="true" />}
            {notification.is_read ? t('admin.list.markUnread') : t('admin.list.markRead')}
          </DropdownMenuItem>
          {target?.kind === 'internal' && (
            <DropdownMenuItem asChild>
              <Link to={target.path}>
                <ExternalLink aria-hidden="true" />
                {t('admin.list.openLink')}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('admin.list.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.list.deleteTitle')}
        description={t('admin.list.deleteDescription', { title })}
        confirmLabel={t('admin.list.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(notification.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('admin.list.deleted'));
            },
          })
        }
      />
    </li>
  );
}
