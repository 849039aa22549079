import { useTranslation } from 'react-i18next';
import { cn } from '@/web/lib/utils';

/** A count of unread chat messages (nothing when there are none); read out in full. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('chat');
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'tabular inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground',
        className,
      )}
      aria-label={t('unread.badge', { count })}
      data-testid="chat-unread"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
