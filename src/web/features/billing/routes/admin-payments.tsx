import { Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/schemas/payments';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/select';
import { EmptyState } from '@/web/components/block-states';
import { usePaymentSummary } from '../api/get-payment-summary';
import { usePayments, type PaymentFilters, type PaymentListStatus } from '../api/list-payments';
import { useBillingClients } from '../api/search-clients';
import { ByMonth } from '../components/by-month';
import { ExportCsvButton } from '../components/export-csv-button';
import { InvoicesList, ListPager } from '../components/invoices-list';
import { PaymentFormDialog } from '../components/payment-form-dialog';
import { PaymentRowActions } from '../components/payment-row-actions';
import { SummaryText, TotalsCards } from '../components/totals-cards';

export const handle = { titleKey: 'payments:titles.admin' };

const LIMIT = 20;
const STATUSES: PaymentListStatus[] = ['pending', 'overdue', 'paid', 'cancelled'];

/** /admin/pagos and /admin/payments (admins: the router's role guard). */
export function Component() {
  const { t } = useTranslation('payments');
  const [filters, setFilters] = useState<PaymentFilters>({ page: 1, limit: LIMIT });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Payment | null>(null);
  const summary = usePaymentSummary(filters.user_id);
  const list = usePayments(filters);
  const clients = useBillingClients('');
  const filtered = Boolean(filters.status || filters.user_id);
  // The invoice being edited as the list has it now: the dialog keeps what is typed and says
  // when someone else saved it meanwhile.
  const editingNow = editing ? (list.data?.payments.find((p) => p.id === editing.id) ?? editing) : null;

  const openForm = (payment: Payment | null) => {
    setEditing(payment);
    setFormOpen(true);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t('admin.record')}
          </Button>
        }
      />
      <SummaryText summary={summary.data} audience="admin" />
      <TotalsCards summary={summary.data} figures={['pending', 'overdue', 'paid', 'cancelled']} />
      <ByMonth summary={summary.data} />
      <section aria-labelledby="all-invoices-title" className="space-y-4">
        <h2 id="all-invoices-title" className="text-lg font-semibold">
          {t('admin.allInvoices')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-2 sm:w-48">
            <Label htmlFor="payments-status">{t('admin.filters.status')}</Label>
            <NativeSelect
              id="payments-status"
              value={filters.status ?? ''}
              onChange={(e) =>
                setFilters((f) => ({
                  ...f,
                  page: 1,
                  status: (e.target.value || undefined) as PaymentListStatus | undefined,
                }))
              }
            >
              <option value="">{t('admin.filters.allStatuses')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2 sm:w-72">
            <Label htmlFor="payments-client">{t('admin.filters.client')}</Label>
            <NativeSelect
              id="payments-client"
              value={filters.user_id ?? ''}
              onChange={(e) => setFilters((f) => ({ ...f, page: 1, user_id: e.target.value || undefined }))}
            >
              <option value="">{t('admin.filters.allClients')}</option>
              {clients.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex gap-2 sm:ml-auto">
            {filtered && (
              <Button variant="ghost" onClick={() => setFilters({ page: 1, limit: LIMIT })}>
                {t('admin.filters.clear')}
              </Button>
            )}
            <ExportCsvButton filters={filters} disabled={!list.data?.total} />
          </div>
        </div>
        <InvoicesList
          payments={list.data?.payments}
          showClient
          error={list.isError}
          onRetry={() => void list.refetch()}
          actions={(p) => <PaymentRowActions payment={p} onEdit={(payment) => openForm(payment)} />}
          empty={
            <EmptyState
              icon={Receipt}
              title={t('admin.emptyTitle')}
              action={
                !filtered && (
                  <Button onClick={() => openForm(null)}>
                    <Plus aria-hidden="true" />
                    {t('admin.record')}
                  </Button>
                )
              }
            >
              {filtered ? t('admin.emptyFiltered') : t('admin.emptyDescription')}
            </EmptyState>
          }
        />
        <ListPager meta={list.data} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
      </section>
      <PaymentFormDialog open={formOpen} onOpenChange={setFormOpen} payment={editingNow} />
    </div>
  );
}
