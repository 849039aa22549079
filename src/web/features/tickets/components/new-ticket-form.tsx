import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketPrioritySchema, type Ticket } from '@/shared/schemas/tickets';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { SectionCard } from '@/web/components/section-card';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { operation } from '../api/client';
import { useCreateTicket } from '../api/create-ticket';
import { createTicketForm, TICKET_FORM_FIELDS, ticketFormDefaults } from '../lib/ticket-form';

/** Open a ticket: subject, message, contact e-mail (the account's by default) and priority. */
export function NewTicketForm({ email, onCreated }: { email: string; onCreated?: (ticket: Ticket) => void }) {
  const { t } = useTranslation('tickets');
  const create = useCreateTicket();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(createTicketForm, {
    fields: TICKET_FORM_FIELDS,
    failure: describeFailure(operation('create')),
    defaultValues: ticketFormDefaults(email),
  });
  const { errors, dirtyFields } = form.formState;

  // The profile may arrive after the form: fill the e-mail unless the user already typed one.
  useEffect(() => {
    if (email && !dirtyFields.email) form.setValue('email', email);
  }, [email, dirtyFields.email, form]);

  const onSubmit = handleSubmit((body) => {
    create.mutate(body, {
      onSuccess: (ticket) => {
        notify.success(t('ui.created'));
        discard(ticketFormDefaults(email));
        onCreated?.(ticket);
      },
      onError: onServerError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-tour="new-ticket">
      <SectionCard title={t('ui.newTitle')} description={t('ui.newDescription')} contentClassName="gap-5">
        {formError && <FormAlert variant="error">{formError}</FormAlert>}
        <FormField label={t('ui.subject')} error={errors.asunto?.message}>
          {(control) => (
            <Input {...control} maxLength={200} autoComplete="off" {...form.register('asunto')} />
          )}
        </FormField>
        <FormField label={t('ui.message')} hint={t('ui.messageHint')} error={errors.mensaje?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={10_000}
              className="min-h-28"
              {...form.register('mensaje')}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('ui.email')} hint={t('ui.emailHint')} error={errors.email?.message}>
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
            )}
          </FormField>
          <FormField label={t('ui.priority')} error={errors.prioridad?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('prioridad')}>
                {ticketPrioritySchema.options.map((p) => (
                  <option key={p} value={p}>
                    {t(`priorities.${p}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {t('ui.submit')}
          </Button>
        </div>
      </SectionCard>
    </form>
  );
}
