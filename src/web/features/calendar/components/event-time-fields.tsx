import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';

interface TimeValues {
  date: string;
  start: string;
  end: string;
}

/** The day, start and end of an event, for the portal's event form and Google's alike. */
export function EventTimeFields<T extends FieldValues & TimeValues, C, R extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, R>;
}) {
  const { t } = useTranslation('calendarPage');
  const errors = form.formState.errors as FieldErrors<TimeValues>;
  const field = (name: keyof TimeValues, type: 'date' | 'time') => (
    <FormField label={t(`form.${name}`)} error={errors[name]?.message}>
      {(control) => <Input {...control} type={type} {...form.register(name as Path<T>)} />}
    </FormField>
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {field('date', 'date')}
      {field('start', 'time')}
      {field('end', 'time')}
    </div>
  );
}
