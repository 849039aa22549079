import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState } from '@/web/components/block-states';
import { usePaymentSummary } from '../api/get-payment-summary';
import { usePayments, type PaymentFilters } from '../api/list-payments';
import { ExportCsvButton } from '../components/export-csv-button';
import { InvoicesList, ListPager } from '../components/invoices-list';
import { SummaryText, TotalsCards } from '../components/totals-cards';

export const handle = { titleKey: 'payments:titles.billing' };

const LIMIT = 20;

/** /facturacion (clients): what is owed and paid, their invoices, PDF and CSV downloads. */
export function Component() {
  const { t } = useTranslation('payments');
  const [filters, setFilters] = useState<PaymentFilters>({ page: 1, limit: LIMIT });
  const summary = usePaymentSummary();
  const list = usePayments(filters);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('billing.title')}
        description={t('billing.description')}
        actions={<ExportCsvButton filters={filters} disabled={!list.data?.total} />}
      />
      <SummaryText summary={summary.data} audience="client" />
      <TotalsCards summary={summary.data} figures={['pending', 'overdue', 'paid']} />
      <section aria-labelledby="invoices-title" className="space-y-4">
        <h2 id="invoices-title" className="text-lg font-semibold">
          {t('billing.invoices')}
        </h2>
        <InvoicesList
          payments={list.data?.payments}
          error={list.isError}
          onRetry={() => void list.refetch()}
          empty={
            <EmptyState icon={Receipt} title={t('billing.emptyTitle')}>
              {t('billing.emptyDescription')}
            </EmptyState>
          }
        />
        <ListPager meta={list.data} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
      </section>
    </div>
  );
}
