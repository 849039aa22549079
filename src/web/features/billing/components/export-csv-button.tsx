import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { backendToast } from '@/web/lib/toast';
import { listPayments, type PaymentFilters } from '../api/list-payments';
import { useInvoiceExports } from '../lib/use-invoice-exports';

/** Downloads every invoice matching the filters as CSV (not only the page on screen). */
export function ExportCsvButton({ filters, disabled }: { filters: PaymentFilters; disabled: boolean }) {
  const { t } = useTranslation('payments');
  const exports = useInvoiceExports();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await listPayments({ ...filters, page: 1, limit: 200 });
      await exports.downloadCsv(all.payments);
    } catch {
      backendToast.error(t('list.csvFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void exportCsv()} loading={exporting} disabled={disabled}>
      <FileSpreadsheet aria-hidden="true" />
      {t('list.exportCsv')}
    </Button>
  );
}
