import { useTranslation } from 'react-i18next';
import { useNow } from '@/web/lib/use-now';
import { useRelativeTime } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { attemptOutcome, latencyParts, nextRetry } from '../lib/delivery-status';

/** A value not recorded: a dash for the eye, words for screen readers. */
export function Missing() {
  const { t } = useTranslation('webhooks');
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">{t('deliveries.none')}</span>
      <span className="sr-only">{t('deliveries.noAnswer')}</span>
    </span>
  );
}

/** The receiver's HTTP status (red unless 2xx), or why no answer came. */
export function AttemptResponse({
  attempt,
}: {
  attempt: { response_status: number | null; error: string | null };
}) {
  const { t } = useTranslation('webhooks');
  const outcome = attemptOutcome(attempt);
  if (outcome.kind === 'none') return <Missing />;
  if (outcome.kind === 'error') return <span className="text-destructive-text">{t(outcome.key)}</span>;
  return (
    <span className={cn('font-medium tabular-nums', !outcome.ok && 'text-destructive-text')}>
      HTTP {outcome.status}
    </span>
  );
}

export function Latency({ ms }: { ms: number | null }) {
  const { t } = useTranslation('webhooks');
  if (ms === null) return <Missing />;
  const { value, unit } = latencyParts(ms);
  return <span className="tabular-nums">{t(`latency.${unit}`, { value })}</span>;
}

/** "dentro de 5 minutos" while a retry waits, "En breve" once it is due, else a dash. */
export function NextRetryText({
  delivery,
}: {
  delivery: { status: 'pending' | 'succeeded' | 'failed'; next_attempt_at: string | null };
}) {
  const { t } = useTranslation('webhooks');
  const now = useNow();
  const relative = useRelativeTime();
  const next = nextRetry(delivery, now);
  if (next.kind === 'none') return <Missing />;
  if (next.kind === 'due') return <span>{t('deliveries.nextRetryDue')}</span>;
  return <time dateTime={next.at}>{relative(next.at)}</time>;
}
