import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketPrioritySchema, ticketStateSchema } from '@/shared/schemas/tickets';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { notify } from '@/web/lib/toast';
import type { TicketDetail } from '../api/get-ticket';
import { useStaff } from '../api/list-staff';
import { useUpdateTicket, type UpdateTicketInput } from '../api/update-ticket';
import type { TicketPriority, TicketState } from '../lib/ticket-filters';

/** Admin: state, priority and assignee of one ticket; each change saves at once. */
export function TicketAdminControls({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const update = useUpdateTicket();
  const staff = useStaff();

  const save = (changes: Omit<UpdateTicketInput, 'id'>) =>
    update.mutate({ id: ticket.id, ...changes }, { onSuccess: () => notify.success(t('ui.updated')) });

  return (
    <div role="group" aria-label={t('ui.manage')} aria-busy={update.isPending || undefined} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-state`}>{t('ui.state')}</Label>
        <NativeSelect
          id={`${id}-state`}
          value={ticket.estado}
          disabled={update.isPending}
          onChange={(e) => save({ estado: e.target.value as TicketState })}
        >
          {ticketStateSchema.options.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-priority`}>{t('ui.priority')}</Label>
        <NativeSelect
          id={`${id}-priority`}
          value={ticket.prioridad}
          disabled={update.isPending}
          onChange={(e) => save({ prioridad: e.target.value as TicketPriority })}
        >
          {ticketPrioritySchema.options.map((p) => (
            <option key={p} value={p}>
              {t(`priorities.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-assignee`}>{t('ui.assignee')}</Label>
        <NativeSelect
          id={`${id}-assignee`}
          value={ticket.assigned_to ?? ''}
          disabled={update.isPending || staff.isPending}
          onChange={(e) => save({ assigned_to: e.target.value || null })}
        >
          <option value="">{t('ui.unassigned')}</option>
          {ticket.assigned_to && !staff.data?.some((m) => m.id === ticket.assigned_to) && (
            <option value={ticket.assigned_to}>{ticket.assignee_name ?? ticket.assigned_to}</option>
          )}
          {staff.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.full_name || member.email}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
