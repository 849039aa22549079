import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { useViewer } from '@/web/lib/use-viewer';
import { NotificationInbox } from './admin/notification-inbox';
import { NotificationStatsCard } from './admin/notification-stats-card';
import { PurgeExpiredButton } from './admin/purge-expired-button';
import { SendNotificationForm } from './admin/send-notification-form';

/**
 * /admin#notifications (docs/product.md#screens-and-navigation admin sidebar › Sistema › notifications): the admin's own inbox
 * (stats, filterable paged list with per-row actions), sending to one user or to everyone, and
 * the purge of expired notifications. Renders the page's <h1>.
 */
export function NotificationsAdminSection() {
  const { t } = useTranslation('notifications');
  const viewer = useViewer();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={<PurgeExpiredButton />}
      />
      <NotificationStatsCard />
      <div className="grid items-start gap-6 xl:grid-cols-[3fr_2fr]">
        <NotificationInbox />
        <SendNotificationForm adminId={viewer?.id ?? ''} />
      </div>
    </div>
  );
}
