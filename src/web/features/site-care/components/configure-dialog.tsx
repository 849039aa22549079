import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateSiteCareSchema, type SiteCare } from '@/shared/schemas/site-care';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { messageOf } from '@/web/lib/form-errors';
import { emptyToNull, parseHours, pipeInto } from '@/web/lib/form-values';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { useUpdateSiteCare } from '../api/update-site-care';

/** What the form holds: text; the shared schema validates what it becomes. */
const configureFormSchema = z.object({
  site_url: z.string(),
  monthly_hours: z
    .string()
    .refine((v) => typeof parseHours(v) !== 'string', 'siteCare:validation.hoursInvalid'),
});
type ConfigureForm = z.infer<typeof configureFormSchema>;

const configureForm = pipeInto(
  configureFormSchema.transform((v) => ({
    site_url: emptyToNull(v.site_url),
    monthly_hours: parseHours(v.monthly_hours) as number | null,
  })),
  updateSiteCareSchema,
);
const FIELDS = ['site_url', 'monthly_hours'] as const;

/** "Configurar" (admins): the site address watched once the project is in production, and the plan's monthly hours. */
export function ConfigureDialog({
  care,
  open,
  onOpenChange,
}: {
  care: SiteCare;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('siteCare');
  const update = useUpdateSiteCare();
  const values = useMemo<ConfigureForm>(
    () => ({
      site_url: care.site_url ?? '',
      monthly_hours: care.plan.monthly_hours === null ? '' : String(care.plan.monthly_hours),
    }),
    [care.site_url, care.plan.monthly_hours],
  );
  const { form, dialog, submit } = useDialogForm(configureForm, {
    fields: FIELDS,
    failure: (e) => messageOf(e, t('configure.failed')),
    values,
    onOpenChange,
  });
  const { errors } = form.formState;
  const onSubmit = submit<SiteCare>(
    (input, callbacks) => update.mutate({ projectId: care.project_id, input }, callbacks),
    () => notify.success(t('configure.saved')),
  );

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={onSubmit}
      pending={update.isPending}
      title={t('configure.title')}
      description={t('configure.description')}
      submitLabel={t('configure.submit')}
    >
      <FormField
        label={t('configure.siteUrl')}
        hint={t('configure.siteUrlHint')}
        error={errors.site_url?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...form.register('site_url')}
          />
        )}
      </FormField>
      <FormField
        label={t('configure.monthlyHours')}
        hint={t('configure.monthlyHoursHint')}
        error={errors.monthly_hours?.message}
      >
        {(control) => (
          <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('monthly_hours')} />
        )}
      </FormField>
    </FormDialog>
  );
}
