import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../api/get-unread';

/**
 * The sidebar's badge of unread chat messages over every project of the viewer (nothing when
 * none). A speech bubble tells it apart from the admin's project count beside it.
 */
export function SidebarUnread() {
  const { t } = useTranslation('chat');
  const { data } = useChatUnread();
  const total = data?.total ?? 0;
  if (total <= 0) return null;
  return (
    <span
      className="tabular inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
      aria-label={t('unread.badge', { count: total })}
      title={t('unread.badge', { count: total })}
      data-testid="sidebar-chat-unread"
    >
      <MessageCircle className="size-3" aria-hidden="true" />
      {total}
    </span>
  );
}
