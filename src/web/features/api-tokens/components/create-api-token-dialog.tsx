import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { scopesFor } from '@/shared/domain/api-token-policy';
import type { CreatedApiToken } from '@/shared/schemas/api-tokens';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { describeFailure } from '@/web/lib/error-toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useCreateApiToken } from '../api/create-api-token';
import {
  dayAfter,
  EXPIRY_CHOICES,
  fieldOfPath,
  TOKEN_FORM_FIELDS,
  tokenFormDefaults,
  tokenFormSchema,
} from '../lib/token-form';
import { ScopeCheckboxes } from './scope-checkboxes';

/**
 * "Nuevo token de API": a name, the scopes the person's role may give (each explained), and the
 * expiry (7, 30, 90 days, a year, or a date within a year). The new token goes to `onCreated`,
 * which shows its secret once.
 */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
  role,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: 'admin' | 'user';
  onCreated: (created: CreatedApiToken) => void;
}) {
  const { t } = useTranslation('apiTokens');
  const create = useCreateApiToken();
  const { form, dialog, submit } = useDialogForm(tokenFormSchema, {
    fields: TOKEN_FORM_FIELDS,
    fieldOfPath,
    failure: describeFailure(operation('create')),
    defaultValues: tokenFormDefaults(),
    onOpenChange,
  });
  const { errors } = form.formState;
  const expiry = useWatch({ control: form.control, name: 'expiry' });
  const today = new Date();
  const onSubmit = submit<CreatedApiToken>(
    (values, callbacks) => create.mutate(values, callbacks),
    onCreated,
  );

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={onSubmit}
      title={t('form.title')}
      description={t('form.description')}
      submitLabel={t('form.submit')}
      pending={create.isPending}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
    >
      <FormField label={t('form.name')} hint={t('form.nameHelp')} error={errors.name?.message}>
        {(control) => <Input {...control} maxLength={80} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <Controller
        control={form.control}
        name="scopes"
        render={({ field }) => (
          <ScopeCheckboxes
            scopes={scopesFor(role)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.scopes?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.expiry')} error={errors.expiry?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('expiry')}>
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 'custom' ? t('form.custom') : t(`form.days.${choice}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {expiry === 'custom' && (
          <FormField label={t('form.date')} hint={t('form.dateHelp')} error={errors.date?.message}>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={dayAfter(today, 1)}
                max={dayAfter(today, 365)}
                {...form.register('date')}
              />
            )}
          </FormField>
        )}
      </div>
    </FormDialog>
  );
}
