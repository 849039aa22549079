import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notificationCategorySchema, notificationTypeSchema } from '@/shared/schemas/notifications';
import { FieldError, FormField } from '@/web/components/form-field';
import { FormCard } from '@/web/components/form-card';
import { SwitchField } from '@/web/components/switch-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { NativeSelect } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { operation } from '../../api/client';
import { useSendNotification } from '../../api/send-notification';
import { SEND_FORM_FIELDS, sendForm, sendFormDefaults } from '../../lib/send-form';
import { RecipientPicker } from './recipient-picker';

/** Admin: send a notification to everyone or to one user (docs/product.md#screens-and-navigation admin › notifications). */
export function SendNotificationForm({ adminId }: { adminId: string }) {
  const { t } = useTranslation('notifications');
  const send = useSendNotification();
  const id = useId();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(sendForm, {
    fields: SEND_FORM_FIELDS,
    failure: describeFailure(operation('send')),
    defaultValues: sendFormDefaults,
  });
  const { errors } = form.formState;
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const userErrorId = errors.user_id ? `${id}-user-error` : undefined;

  const onSubmit = handleSubmit((body) => {
    send.mutate(body, {
      onSuccess: (count) => {
        notify.success(count > 0 ? t('admin.send.sent', { count }) : t('admin.send.sentNone'));
        // The next message likely goes to the same people.
        const { recipient, user_id } = form.getValues();
        discard({ ...sendFormDefaults, recipient, user_id });
      },
      onError: onServerError,
    });
  });

  return (
    <FormCard
      title={t('admin.send.title')}
      description={t('admin.send.description')}
      onSubmit={onSubmit}
      error={formError}
      submitLabel={
        <>
          <Send aria-hidden="true" />
          {t('admin.send.submit')}
        </>
      }
      pending={send.isPending}
      contentClassName="gap-5"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('admin.send.recipient')}</legend>
        <Controller
          control={form.control}
          name="recipient"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              {(['all', 'user'] as const).map((choice) => (
                <div key={choice} className="flex min-h-11 items-center gap-2 md:min-h-0">
                  <RadioGroupItem id={`${id}-${choice}`} value={choice} />
                  <Label htmlFor={`${id}-${choice}`}>
                    {choice === 'all' ? t('admin.send.everyone') : t('admin.send.oneUser')}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {recipient === 'user' && (
          <Controller
            control={form.control}
            name="user_id"
            render={({ field }) => (
              <RecipientPicker
                value={field.value}
                onChange={field.onChange}
                excludeId={adminId}
                invalid={!!errors.user_id}
                describedBy={userErrorId}
              />
            )}
          />
        )}
        {recipient === 'user' && userErrorId && errors.user_id?.message && (
          <FieldError id={userErrorId} message={errors.user_id.message} />
        )}
      </fieldset>

      <FormField label={t('admin.send.fieldTitle')} error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={200} {...form.register('title')} />}
      </FormField>
      <FormField label={t('admin.send.fieldMessage')} error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={2000}
            className="min-h-24"
            {...form.register('message')}
          />
        )}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('admin.send.fieldType')} error={errors.type?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              {notificationTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('admin.send.fieldCategory')} error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              {notificationCategorySchema.options.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('admin.send.fieldLink')}
          hint={t('admin.send.linkHint')}
          error={errors.action_url?.message}
        >
          {(control) => <Input {...control} placeholder="/proyectos" {...form.register('action_url')} />}
        </FormField>
        <FormField
          label={t('admin.send.fieldExpires')}
          hint={t('admin.send.expiresHint')}
          error={errors.expires_at?.message}
        >
          {(control) => <Input {...control} type="datetime-local" {...form.register('expires_at')} />}
        </FormField>
      </div>

      <Controller
        control={form.control}
        name="is_urgent"
        render={({ field, fieldState }) => (
          <SwitchField
            id={`${id}-urgent`}
            label={t('admin.send.fieldUrgent')}
            description={t('admin.send.urgentHint')}
            error={fieldState.error?.message}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </FormCard>
  );
}
