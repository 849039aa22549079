import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/shared/schemas/payments';
import { downloadFile } from '@/web/lib/download';
import { backendToast } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import {
  buildCsvRows,
  buildInvoicePdfModel,
  csvFileName,
  formatMoney,
  pdfFileName,
  type ExportContext,
} from './invoice-export';

const LOCALES = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' } as const;

/** Money in the user's language (tabular numbers are the caller's `tabular-nums`). */
export function useMoney() {
  const format = useFormatters();
  const locale = LOCALES[format.settings.language];
  return useMemo(
    () =>
      (amount: number, currency = 'EUR') =>
        formatMoney(amount, currency, locale),
    [locale],
  );
}

/** CSV (Papa Parse) and PDF (jsPDF) downloads, both built in the browser. */
export function useInvoiceExports() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const money = useMoney();
  const ctx: ExportContext = useMemo(
    () => ({ t: (key) => t(key), money, date: format.dateOnly }),
    [t, money, format],
  );
  return {
    async downloadCsv(payments: Payment[]) {
      const Papa = (await import('papaparse')).default;
      // A BOM so spreadsheets open accents right.
      downloadFile(
        `\uFEFF${Papa.unparse(buildCsvRows(payments, ctx.t))}`,
        csvFileName(new Date()),
        'text/csv',
      );
    },
    async downloadPdf(payment: Payment) {
      try {
        const { downloadInvoicePdf } = await import('./invoice-pdf');
        await downloadInvoicePdf(buildInvoicePdfModel(payment, ctx), pdfFileName(payment));
      } catch {
        backendToast.error(t('list.pdfFailed'));
      }
    },
  };
}
