import { CheckCircle2, Info, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { eventSeverity, isKnownEvent, type EventSeverity } from '@/shared/security-events';

const VARIANT = {
  critical: 'destructive',
  warning: 'warning',
  success: 'success',
  info: 'secondary',
} as const satisfies Record<EventSeverity, 'destructive' | 'warning' | 'success' | 'secondary'>;

const ICON = {
  critical: ShieldAlert,
  warning: TriangleAlert,
  success: CheckCircle2,
  info: Info,
} satisfies Record<EventSeverity, unknown>;

/** The translated event name; the colour and icon follow how much it matters. */
export function useEventLabel() {
  const { t } = useTranslation('system');
  return (event: string) => (isKnownEvent(event) ? t(`security.events.${event}`) : event);
}

/** `wrap`: long names may break over lines (cards); tables keep them on one line. */
export function SecurityEventBadge({ event, wrap = true }: { event: string; wrap?: boolean }) {
  const { t } = useTranslation('system');
  const label = useEventLabel();
  const severity = eventSeverity(event);
  const Icon = ICON[severity];
  return (
    <Badge
      variant={VARIANT[severity]}
      className={wrap ? 'whitespace-normal text-left' : undefined}
      data-severity={severity}
    >
      <Icon aria-hidden="true" />
      {label(event)}
      {severity === 'critical' && <span className="sr-only">({t('security.important')})</span>}
    </Badge>
  );
}
