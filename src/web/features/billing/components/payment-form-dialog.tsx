import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/schemas/payments';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { backendToast } from '@/web/lib/toast';
import {
  useBillingClients,
  useClientProjects,
  useCreatePayment,
  useUpdatePayment,
  type BillingClient,
} from '../api/payments';
import { isoDay } from '../lib/invoice-export';
import {
  paymentFormDefaults,
  paymentFormFromPayment,
  toCreatePayload,
  toUpdatePayload,
  validatePaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../lib/payment-form';

const FIELD_ORDER: (keyof PaymentFormValues)[] = [
  'user_id',
  'concept',
  'amount',
  'currency',
  'issue_date',
  'due_date',
  'project_id',
];

/** Record an invoice (no `payment`) or edit a pending one. Nothing typed is lost on a failed submit. */
export function PaymentFormDialog({
  open,
  onOpenChange,
  payment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment?: Payment | null;
}) {
  const { t } = useTranslation('payments');
  const editing = Boolean(payment);
  const [values, setValues] = useState<PaymentFormValues>(() =>
    payment ? paymentFormFromPayment(payment) : paymentFormDefaults(isoDay(new Date())),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [clientSearch, setClientSearch] = useState('');
  const clients = useBillingClients(clientSearch, open && !editing);
  // The chosen client stays in the list while the admin searches for another.
  const [chosen, setChosen] = useState<BillingClient | null>(null);
  const options =
    chosen && !clients.data?.some((c) => c.id === chosen.id)
      ? [chosen, ...(clients.data ?? [])]
      : (clients.data ?? []);
  const clientProjects = useClientProjects(payment?.user_id ?? values.user_id);
  const create = useCreatePayment();
  const update = useUpdatePayment();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!open) return;
    setValues(payment ? paymentFormFromPayment(payment) : paymentFormDefaults(isoDay(new Date())));
    setErrors({});
    setClientSearch('');
    setChosen(null);
  }, [open, payment]);

  const set = (field: keyof PaymentFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePaymentForm(values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      if (payment) {
        const saved = await update.mutateAsync({ id: payment.id, ...toUpdatePayload(values, payment) });
        backendToast.success(t('admin.updated', { number: saved.number }));
      } else {
        const saved = await create.mutateAsync(toCreatePayload(values));
        backendToast.success(t('admin.created', { number: saved.number }));
      }
      onOpenChange(false);
    } catch {
      // The query client shows the server's message; the form keeps what was typed.
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {payment ? t('form.editTitle', { number: payment.number }) : t('form.createTitle')}
          </DialogTitle>
          <DialogDescription>
            {editing ? t('form.editDescription') : t('form.createDescription')}
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
          {payment ? (
            <p className="text-sm sm:col-span-2">
              <span className="text-muted-foreground">{t('form.client')}: </span>
              {payment.client_name} · {payment.client_email}
            </p>
          ) : (
            <>
              <FormField label={t('form.clientSearch')} className="sm:col-span-2">
                {(control) => (
                  <Input
                    {...control}
                    type="search"
                    value={clientSearch}
                    onChange={(e) => setClientSearch(e.target.value)}
                    autoComplete="off"
                  />
                )}
              </FormField>
              <FormField label={t('form.client')} error={errors.user_id} className="sm:col-span-2">
                {(control) => (
                  <NativeSelect
                    {...control}
                    name="user_id"
                    value={values.user_id}
                    onChange={(e) => {
                      // Another client's projects are not theirs: the project choice starts again.
                      setValues((v) => ({ ...v, user_id: e.target.value, project_id: '' }));
                      if (errors.user_id || errors.project_id)
                        setErrors((er) => ({ ...er, user_id: undefined, project_id: undefined }));
                      setChosen(options.find((c) => c.id === e.target.value) ?? null);
                    }}
                  >
                    <option value="">
                      {options.length === 0 ? t('form.noClients') : t('form.clientPlaceholder')}
                    </option>
                    {options.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} · {c.email}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </>
          )}
          <FormField label={t('form.concept')} error={errors.concept} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                name="concept"
                value={values.concept}
                maxLength={300}
                onChange={(e) => set('concept')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('form.amount')} error={errors.amount}>
            {(control) => (
              <Input
                {...control}
                name="amount"
                inputMode="decimal"
                className="tabular-nums"
                value={values.amount}
                onChange={(e) => set('amount')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('form.currency')} error={errors.currency}>
            {(control) => (
              <Input
                {...control}
                name="currency"
                maxLength={3}
                value={values.currency}
                onChange={(e) => set('currency')(e.target.value.toUpperCase())}
              />
            )}
          </FormField>
          <FormField label={t('form.issueDate')} error={errors.issue_date}>
            {(control) => (
              <Input
                {...control}
                name="issue_date"
                type="date"
                disabled={editing}
                value={values.issue_date}
                onChange={(e) => set('issue_date')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('form.dueDate')} error={errors.due_date}>
            {(control) => (
              <Input
                {...control}
                name="due_date"
                type="date"
                value={values.due_date}
                onChange={(e) => set('due_date')(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('form.project')}
            hint={t('form.projectHint')}
            error={errors.project_id}
            className="sm:col-span-2"
          >
            {(control) => (
              <NativeSelect
                {...control}
                name="project_id"
                value={values.project_id}
                disabled={!(payment?.user_id ?? values.user_id) || clientProjects.isPending}
                onChange={(e) => set('project_id')(e.target.value)}
              >
                <option value="">{t('form.noProject')}</option>
                {/* An invoice's project stays listed even if it no longer shows among the client's. */}
                {payment?.project_id && !clientProjects.data?.some((p) => p.id === payment.project_id) && (
                  <option value={payment.project_id}>{payment.project_name ?? payment.project_id}</option>
                )}
                {clientProjects.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('form.submitEdit') : t('form.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
