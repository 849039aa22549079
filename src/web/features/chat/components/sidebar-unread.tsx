import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../api/get-unread';

/** The sidebar's badge of unread chat messages over every project of the viewer (nothing when none). */
export function SidebarUnread() {
  const { t } = useTranslation('chat');
  const { data } = useChatUnread();
  const total = data?.total ?? 0;
  if (total <= 0) return null;
  return (
    <span
      className="tabular rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
      aria-label={t('unread.badge', { count: total })}
      data-testid="sidebar-chat-unread"
    >
      {total}
    </span>
  );
}
