import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  reportPeriods,
  reportRecipientsSchema,
  splitRecipients,
  type ReportSchedule,
} from '@/shared/schemas/reports';
import { supportedLanguages } from '@/shared/i18n/config';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { SwitchField } from '@/web/components/switch-field';
import { Input, inputClasses } from '@/web/components/ui/input';
import { messageOf } from '@/web/lib/form-errors';
import { backendToast } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useUpdateReportSchedule } from '../api/schedules';

/** The dialog's fields: the recipients typed in one field, piped into the API's rule. */
const editScheduleForm = z.object({
  period: z.enum(reportPeriods),
  // The list's first problem on the one field (an address's own issue would sit under its index).
  recipients: z.string().transform((text, ctx) => {
    const parsed = reportRecipientsSchema.safeParse(splitRecipients(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    return []; // Never used: the issue fails the form.
  }),
  language: z.enum(supportedLanguages),
  enabled: z.boolean(),
});
const FIELDS = ['period', 'recipients', 'language', 'enabled'] as const;

/** Edit a scheduled report: frequency, recipients, language, and whether it is sent (or paused). */
export function EditScheduleDialog({
  schedule,
  onOpenChange,
}: {
  schedule: ReportSchedule | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('reportsPage');
  const id = useId();
  const update = useUpdateReportSchedule();
  const values = useMemo(
    () => ({
      period: schedule?.period ?? 'weekly',
      recipients: schedule?.recipients.join(', ') ?? '',
      language: schedule?.language ?? 'es',
      enabled: schedule?.enabled ?? true,
    }),
    [schedule],
  );
  const { form, dialog, submit } = useDialogForm(editScheduleForm, {
    fields: FIELDS,
    failure: (e) => messageOf(e, t('schedules.updateFailed')),
    values,
    onOpenChange,
  });
  const { errors } = form.formState;
  const onSubmit = submit<ReportSchedule>(
    (json, callbacks) => update.mutate({ id: schedule!.id, json }, callbacks),
    () => backendToast.success(t('schedules.updated')),
  );
  const select = `${inputClasses} h-11 md:h-9`;

  return (
    <FormDialog
      {...dialog}
      open={schedule !== null}
      onSubmit={onSubmit}
      title={t('schedules.editTitle')}
      description={t('schedules.editDescription')}
      submitLabel={t('schedules.save')}
      pending={update.isPending}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('schedules.period')} error={errors.period?.message}>
          {(control) => (
            <select {...control} className={select} {...form.register('period')}>
              {reportPeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`period.${p}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('schedules.language')} error={errors.language?.message}>
          {(control) => (
            <select {...control} className={select} {...form.register('language')}>
              {supportedLanguages.map((l) => (
                <option key={l} value={l}>
                  {t(`schedules.languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        label={t('schedules.recipients')}
        hint={t('schedules.recipientsHint')}
        error={errors.recipients?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="text"
            inputMode="email"
            autoComplete="off"
            {...form.register('recipients')}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <SwitchField
            id={`${id}-enabled`}
            label={t('schedules.enabled')}
            description={t('schedules.enabledHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
