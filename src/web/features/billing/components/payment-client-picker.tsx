import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import type { BillingClient } from '../api/search-clients';
import type { createPaymentForm, PaymentFormValues } from '../lib/payment-form';

/**
 * The new invoice's client: a search box and the matching clients. Choosing another client
 * empties the project, which belonged to the previous one.
 */
export function PaymentClientPicker({
  form,
  error,
  search,
  onSearch,
  options,
  onChoose,
}: {
  form: UseFormReturn<PaymentFormValues, unknown, z.output<typeof createPaymentForm>>;
  error: string | undefined;
  search: string;
  onSearch: (search: string) => void;
  /** The clients matching the search, and the chosen one while the admin searches for another. */
  options: BillingClient[];
  onChoose: (client: BillingClient | null) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <>
      <FormField label={t('form.clientSearch')} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={t('form.client')} error={error} className="sm:col-span-2">
        {(control) => (
          <Controller
            control={form.control}
            name="user_id"
            render={({ field }) => (
              <NativeSelect
                {...control}
                {...field}
                onChange={(e) => {
                  field.onChange(e);
                  // Another client's projects are not theirs: the project choice starts again.
                  form.setValue('project_id', '');
                  form.clearErrors('project_id');
                  onChoose(options.find((c) => c.id === e.target.value) ?? null);
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
          />
        )}
      </FormField>
    </>
  );
}
