import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createWebhookEndpointSchema,
  type CreateWebhookEndpointInput,
  type WebhookEndpoint,
} from '@/shared/schemas/webhooks';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { backendToast } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useCreateWebhookEndpoint, type CreatedWebhookEndpoint } from '../api/create-webhook-endpoint';
import { useUpdateWebhookEndpoint } from '../api/update-webhook-endpoint';
import { sortEvents } from '../lib/webhook-events';
import { EventCheckboxes } from './event-checkboxes';

const FIELDS = ['url', 'description', 'events'] as const;
const EMPTY: CreateWebhookEndpointInput = { url: '', description: '', events: [] };

/**
 * Register an endpoint (no `endpoint`) or change one: URL, description and events, checked by
 * the contract's schema as each field is left; the server's field errors land on their fields and
 * nothing typed is lost on a failed submit. A new endpoint's secret goes to `onCreated`.
 */
export function EndpointFormDialog({
  open,
  onOpenChange,
  endpoint,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint as it was when the dialog opened; none to register one. */
  endpoint: WebhookEndpoint | null;
  onCreated: (created: CreatedWebhookEndpoint) => void;
}) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const values: CreateWebhookEndpointInput = endpoint
    ? { url: endpoint.url, description: endpoint.description, events: sortEvents(endpoint.events) }
    : EMPTY;
  const { form, dialog, submit } = useDialogForm(createWebhookEndpointSchema, {
    fields: FIELDS,
    failure: describeFailure(operation(endpoint ? 'update' : 'create')),
    values,
    onOpenChange,
  });
  const { errors } = form.formState;

  const onSubmit = submit<CreatedWebhookEndpoint | WebhookEndpoint>(
    (input, callbacks) => {
      if (endpoint) update.mutate({ id: endpoint.id, ...input }, callbacks);
      else create.mutate(input, callbacks);
    },
    (saved) => {
      if ('secret' in saved) {
        backendToast.success(t('form.created'));
        onCreated(saved);
      } else backendToast.success(t('form.updated'));
    },
  );

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={onSubmit}
      title={endpoint ? t('form.editTitle') : t('form.createTitle')}
      description={endpoint ? t('form.editDescription') : t('form.createDescription')}
      submitLabel={endpoint ? t('form.submitEdit') : t('form.submitCreate')}
      pending={create.isPending || update.isPending}
      className="max-h-[95dvh] overflow-y-auto sm:max-w-2xl"
    >
      <FormField label={t('form.url')} hint={t('form.urlHint')} error={errors.url?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            {...form.register('url')}
          />
        )}
      </FormField>
      <FormField
        label={t('form.descriptionLabel')}
        hint={t('form.descriptionHint')}
        error={errors.description?.message}
      >
        {(control) => (
          <Textarea {...control} rows={2} className="min-h-16" {...form.register('description')} />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <EventCheckboxes
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.events?.message ?? errors.events?.root?.message}
          />
        )}
      />
    </FormDialog>
  );
}
