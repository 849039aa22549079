import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { logCareHoursSchema, type CareHoursEntry } from '@/shared/schemas/site-care';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { messageOf } from '@/web/lib/form-errors';
import { parseHours, pipeInto } from '@/web/lib/form-values';
import { zonedParts } from '@/web/lib/formatters';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useFormatters } from '@/web/lib/use-formatters';
import { useLogCareHours } from '../api/log-care-hours';

/** What the form holds: text; the shared schema validates what it becomes. */
const logFormSchema = z.object({
  date: z.string(),
  hours: z.string().refine((v) => typeof parseHours(v) === 'number', 'siteCare:validation.hoursInvalid'),
  note: z.string(),
});
type LogForm = z.infer<typeof logFormSchema>;

const logForm = pipeInto(
  logFormSchema.transform((v) => ({ date: v.date, hours: parseHours(v.hours) as number, note: v.note })),
  logCareHoursSchema,
);
const FIELDS = ['date', 'hours', 'note'] as const;

/** "Registrar horas" (admins): a day, the hours in quarter steps and what was done. */
export function LogHoursDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('siteCare');
  const { number, settings } = useFormatters();
  const log = useLogCareHours(projectId);
  // Opened by a press, never drawn by the server: today is the person's, in their time zone.
  const defaultValues = useMemo<LogForm>(() => {
    const today = zonedParts(Date.now(), settings.timeZone);
    return { date: `${today.year}-${today.month}-${today.day}`, hours: '', note: '' };
  }, [settings.timeZone]);
  const { form, dialog, submit } = useDialogForm(logForm, {
    fields: FIELDS,
    failure: (e) => messageOf(e, t('log.failed')),
    defaultValues,
    onOpenChange,
  });
  const { errors } = form.formState;
  const onSubmit = submit<CareHoursEntry>(
    (input, callbacks) => log.mutate({ projectId, input }, callbacks),
    (entry) =>
      notify.success(
        t('log.saved', {
          hours: t('units.hours', { value: number(entry.hours, { maximumFractionDigits: 2 }) }),
        }),
      ),
  );

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={onSubmit}
      pending={log.isPending}
      title={t('log.title')}
      description={t('log.description')}
      submitLabel={t('log.submit')}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('log.date')} error={errors.date?.message}>
          {(control) => <Input {...control} type="date" {...form.register('date')} />}
        </FormField>
        <FormField label={t('log.hours')} hint={t('log.hoursHint')} error={errors.hours?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('hours')} />
          )}
        </FormField>
      </div>
      <FormField label={t('log.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('note')} />}
      </FormField>
    </FormDialog>
  );
}
