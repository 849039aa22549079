import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { PRIORITY_BADGE, STATE_BADGE, type TicketPriority, type TicketState } from '../lib/ticket-filters';

export function TicketStateBadge({ state }: { state: TicketState }) {
  const { t } = useTranslation('tickets');
  return <Badge variant={STATE_BADGE[state]}>{t(`states.${state}`)}</Badge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge variant={PRIORITY_BADGE[priority]}>
      <span className="sr-only">{t('ui.priority')}: </span>
      {t(`priorities.${priority}`)}
    </Badge>
  );
}
