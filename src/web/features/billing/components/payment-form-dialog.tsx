import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Payment } from '@/shared/schemas/payments';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { VersionConflictDialog } from '@/web/components/version-conflict-dialog';
import { describeFailure } from '@/web/lib/error-toast';
import { backendToast } from '@/web/lib/toast';
import { useDialogForm, useEditedRecord } from '@/web/lib/use-dialog-form';
import { useVersionConflict } from '@/web/lib/version-conflict';
import { operation } from '../api/client';
import { useCreatePayment } from '../api/create-payment';
import { useClientProjects } from '../api/list-client-projects';
import { useBillingClients, type BillingClient } from '../api/search-clients';
import { invalidatePayments } from '../api/invalidate';
import { useUpdatePayment } from '../api/update-payment';
import { isoDay } from '../lib/invoice-export';
import {
  createPaymentForm,
  PAYMENT_FORM_FIELDS,
  paymentFormDefaults,
  paymentFormFromPayment,
  updatePaymentForm,
  type PaymentFormValues,
} from '../lib/payment-form';
import { PaymentClientPicker } from './payment-client-picker';

type CreateOutput = z.output<typeof createPaymentForm>;
type UpdateOutput = z.output<ReturnType<typeof updatePaymentForm>>;

/**
 * Record an invoice (no `payment`) or edit a pending one: the shared schemas validate what is
 * typed, the server's field errors land on their fields, and nothing typed is lost on a failed
 * submit. Editing, the form holds the invoice as it was when the dialog opened
 * (`useEditedRecord`): a change someone else saves meanwhile is announced, never typed over what
 * the admin is writing, and only what the admin changed from it is sent.
 */
export function PaymentFormDialog({
  open,
  onOpenChange,
  payment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invoice to edit, as its query has it now; none to record one. */
  payment?: Payment | null;
}) {
  const { t } = useTranslation('payments');
  const edited = useEditedRecord(payment, open);
  const shown = edited.record;
  const editing = shown !== null;
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const queryClient = useQueryClient();
  const conflict = useVersionConflict<UpdateOutput>();
  const schema = useMemo(() => (shown ? updatePaymentForm(shown) : createPaymentForm), [shown]);
  // A new invoice starts on today's date (the form compares values, not identities).
  const defaults: PaymentFormValues = shown
    ? paymentFormFromPayment(shown)
    : paymentFormDefaults(isoDay(new Date()));
  const [clientSearch, setClientSearch] = useState('');
  // The chosen client stays in the list while the admin searches for another.
  const [chosen, setChosen] = useState<BillingClient | null>(null);
  const { form, dialog, submit } = useDialogForm(schema as unknown as typeof createPaymentForm, {
    fields: PAYMENT_FORM_FIELDS,
    failure: describeFailure(operation(editing ? 'update' : 'create')),
    values: defaults,
    onOpenChange,
    changed: edited.changed,
    onDiscard: () => {
      setClientSearch('');
      setChosen(null);
    },
  });
  const { errors } = form.formState;
  const userId = useWatch({ control: form.control, name: 'user_id' });

  const clients = useBillingClients(clientSearch, open && !editing);
  const options =
    chosen && !clients.data?.some((c) => c.id === chosen.id)
      ? [chosen, ...(clients.data ?? [])]
      : (clients.data ?? []);
  const clientProjects = useClientProjects(shown?.user_id ?? userId);
  const pending = create.isPending || update.isPending;

  const onSubmit = submit<Payment>(
    (values, callbacks) => {
      if (shown) {
        const mine = values as UpdateOutput;
        update.mutate(
          // The version the form shows: a newer one saved meanwhile gets the conflict dialog.
          { id: shown.id, ...mine, version: shown.version },
          { ...callbacks, onError: (error) => conflict.capture(error, mine) || callbacks.onError(error) },
        );
      } else create.mutate(values as CreateOutput, callbacks);
    },
    (saved) => backendToast.success(t(editing ? 'admin.updated' : 'admin.created', { number: saved.number })),
  );

  return (
    <>
      <FormDialog
        {...dialog}
        open={open}
        onSubmit={onSubmit}
        title={shown ? t('form.editTitle', { number: shown.number }) : t('form.createTitle')}
        description={editing ? t('form.editDescription') : t('form.createDescription')}
        submitLabel={editing ? t('form.submitEdit') : t('form.submitCreate')}
        pending={pending}
        className="sm:max-w-xl"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {shown ? (
            <p className="text-sm sm:col-span-2">
              <span className="text-muted-foreground">{t('form.client')}: </span>
              {shown.client_name} · {shown.client_email}
            </p>
          ) : (
            <PaymentClientPicker
              form={form}
              error={errors.user_id?.message}
              search={clientSearch}
              onSearch={setClientSearch}
              options={options}
              onChoose={setChosen}
            />
          )}
          <FormField label={t('form.concept')} error={errors.concept?.message} className="sm:col-span-2">
            {(control) => <Input {...control} maxLength={300} {...form.register('concept')} />}
          </FormField>
          <FormField label={t('form.amount')} error={errors.amount?.message}>
            {(control) => (
              <Input {...control} inputMode="decimal" className="tabular-nums" {...form.register('amount')} />
            )}
          </FormField>
          <FormField label={t('form.currency')} error={errors.currency?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={3}
                {...form.register('currency', {
                  onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                    form.setValue('currency', e.target.value.toUpperCase()),
                })}
              />
            )}
          </FormField>
          <FormField label={t('form.issueDate')} error={errors.issue_date?.message}>
            {(control) => (
              // Fixed once recorded; a disabled attribute (not a disabled field) keeps its value.
              <Input {...control} type="date" {...form.register('issue_date')} disabled={editing} />
            )}
          </FormField>
          <FormField label={t('form.dueDate')} error={errors.due_date?.message}>
            {(control) => <Input {...control} type="date" {...form.register('due_date')} />}
          </FormField>
          <FormField
            label={t('form.project')}
            hint={t('form.projectHint')}
            error={errors.project_id?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              // Controlled: its options arrive after the value (the client's projects load).
              <Controller
                control={form.control}
                name="project_id"
                render={({ field }) => (
                  <NativeSelect
                    {...control}
                    {...field}
                    disabled={!(shown?.user_id ?? userId) || clientProjects.isPending}
                  >
                    <option value="">{t('form.noProject')}</option>
                    {/* An invoice's project stays listed even if it no longer shows among the client's. */}
                    {shown?.project_id && !clientProjects.data?.some((p) => p.id === shown.project_id) && (
                      <option value={shown.project_id}>{shown.project_name ?? shown.project_id}</option>
                    )}
                    {clientProjects.data?.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            )}
          </FormField>
        </div>
      </FormDialog>
      <VersionConflictDialog
        conflict={conflict.conflict}
        fields={[
          { name: 'concept', label: t('form.concept') },
          { name: 'amount', label: t('form.amount') },
          { name: 'currency', label: t('form.currency') },
          { name: 'due_date', label: t('form.dueDate') },
          {
            name: 'project_id',
            label: t('form.project'),
            format: (v) => clientProjects.data?.find((p) => p.id === v)?.name ?? (v ? String(v) : '—'),
          },
        ]}
        pending={update.isPending}
        onClose={conflict.clear}
        onReload={(current) => {
          // The form takes the invoice as it is saved now, and its version.
          edited.reload(current);
          void invalidatePayments(queryClient);
          backendToast.success(t('common:versionConflict.reloaded'));
        }}
        onKeepMine={(mine, version) =>
          shown &&
          update.mutate(
            { id: shown.id, ...mine, version },
            conflict.savingMine(mine, () => {
              dialog.onDiscard();
              onOpenChange(false);
              backendToast.success(t('common:versionConflict.saved'));
            }),
          )
        }
      />
    </>
  );
}
