import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketPrioritySchema, ticketStateSchema } from '@/shared/schemas/tickets';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';

/** A labelled native select (ticket filters and a ticket's controls). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  disabled,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** The options of every ticket state, translated. */
export function StateOptions() {
  const { t } = useTranslation('tickets');
  return ticketStateSchema.options.map((s) => (
    <option key={s} value={s}>
      {t(`states.${s}`)}
    </option>
  ));
}

/** The options of every ticket priority, translated. */
export function PriorityOptions() {
  const { t } = useTranslation('tickets');
  return ticketPrioritySchema.options.map((p) => (
    <option key={p} value={p}>
      {t(`priorities.${p}`)}
    </option>
  ));
}

/** The agency's members as options (name, or e-mail when they have none). */
export function StaffOptions({
  staff,
}: {
  staff: { id: string; full_name: string; email: string }[] | undefined;
}) {
  return staff?.map((member) => (
    <option key={member.id} value={member.id}>
      {member.full_name || member.email}
    </option>
  ));
}
