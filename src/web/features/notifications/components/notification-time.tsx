import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/web/lib/use-formatters';
import { timeLabel } from '../lib/bell-rules';

/** 'Ahora', 'Hace N min', 'Hace Nh' or the date in the user's format (docs/product.md#limits). */
export function NotificationTime({
  createdAt,
  now,
  className,
}: {
  createdAt: string;
  now: number;
  className?: string;
}) {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const label = timeLabel(createdAt, now);
  const text =
    label.kind === 'now'
      ? t('time.now')
      : label.kind === 'minutes'
        ? t('time.minutes', { n: label.n })
        : label.kind === 'hours'
          ? t('time.hours', { n: label.n })
          : format.date(createdAt);
  return (
    <time dateTime={createdAt} title={format.dateTime(createdAt)} className={className}>
      {text}
    </time>
  );
}
