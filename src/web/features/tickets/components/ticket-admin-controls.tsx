import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/web/lib/toast';
import type { TicketDetail } from '../api/get-ticket';
import { useStaff } from '@/web/lib/api/list-staff';
import { useUpdateTicket, type UpdateTicketInput } from '../api/update-ticket';
import type { TicketPriority, TicketState } from '../lib/ticket-filters';
import { PriorityOptions, SelectField, StaffOptions, StateOptions } from './ticket-selects';

/** Admin: state, priority and assignee of one ticket; each change saves at once. */
export function TicketAdminControls({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const update = useUpdateTicket();
  const staff = useStaff();

  const save = (changes: Omit<UpdateTicketInput, 'id'>) =>
    update.mutate(
      { id: ticket.id, ...changes, version: ticket.version },
      { onSuccess: () => notify.success(t('ui.updated')) },
    );

  return (
    <div
      role="group"
      aria-label={t('ui.manage')}
      aria-busy={update.isPending || undefined}
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3"
    >
      <SelectField
        id={`${id}-state`}
        label={t('ui.state')}
        value={ticket.estado}
        disabled={update.isPending}
        onChange={(v) => save({ estado: v as TicketState })}
      >
        <StateOptions />
      </SelectField>
      <SelectField
        id={`${id}-priority`}
        label={t('ui.priority')}
        value={ticket.prioridad}
        disabled={update.isPending}
        onChange={(v) => save({ prioridad: v as TicketPriority })}
      >
        <PriorityOptions />
      </SelectField>
      <SelectField
        id={`${id}-assignee`}
        label={t('ui.assignee')}
        value={ticket.assigned_to ?? ''}
        disabled={update.isPending || staff.isPending}
        onChange={(v) => save({ assigned_to: v || null })}
      >
        <option value="">{t('ui.unassigned')}</option>
        {ticket.assigned_to && !staff.data?.some((m) => m.id === ticket.assigned_to) && (
          <option value={ticket.assigned_to}>{ticket.assignee_name ?? ticket.assigned_to}</option>
        )}
        <StaffOptions staff={staff.data} />
      </SelectField>
    </div>
  );
}
