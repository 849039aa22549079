import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/web/lib/download';
import { backendToast, notify } from '@/web/lib/toast';
import type { Analytics } from '../api/client';
import type { ChartId } from './chart-data';
import { chartCsvFileName, chartCsvRows } from './chart-table';

/** Downloads one chart's data as CSV (Papa Parse, built in the browser, headers translated). */
export function useChartCsvExport() {
  const { t } = useTranslation('analytics');
  return async (id: ChartId, data: Analytics) => {
    try {
      const Papa = (await import('papaparse')).default;
      const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
      // A BOM so spreadsheets open accents right.
      downloadFile(
        `\uFEFF${Papa.unparse(chartCsvRows(id, data, tr))}`,
        chartCsvFileName(id, new Date(), tr),
        'text/csv',
      );
      notify.success(t('csvReady'));
    } catch {
      backendToast.error(t('csvFailed'));
    }
  };
}
