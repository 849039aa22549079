import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/web/components/page-header';
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
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Receipt className="size-6" aria-hidden="true" />
              </span>
              <p className="text-base font-semibold">{t('billing.emptyTitle')}</p>
              <p className="max-w-md text-sm text-muted-foreground">{t('billing.emptyDescription')}</p>
            </div>
          }
        />
        {list.data && (
          <ListPager
            page={list.data.page}
            limit={list.data.limit}
            total={list.data.total}
            totalPages={list.data.totalPages}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
          />
        )}
      </section>
    </div>
  );
}
