import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@/shared/schemas/reports';
import { reportFileName, type ReportReader } from '@/shared/reports/report-format';
import { downloadFile } from '@/web/lib/download';
import { backendToast } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';

export type ReportFormat = 'pdf' | 'csv';

/**
 * The PDF and CSV downloads, built in the browser in the viewer's language and time zone. jsPDF
 * and Papa Parse load only when a download is asked for (their own chunks).
 */
export function useReportDownloads() {
  const { t } = useTranslation('reportsPage');
  const { settings } = useFormatters();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const reader: ReportReader = { t, language: settings.language, timeZone: settings.timeZone };

  async function download(format: ReportFormat, report: Report) {
    setBusy(format);
    try {
      const name = reportFileName(report.period, reader, format, new Date());
      if (format === 'pdf') {
        const { buildReportPdf } = await import('@/shared/reports/report-pdf');
        downloadFile(await buildReportPdf(report, reader), name, 'application/pdf');
      } else {
        const { buildReportCsv } = await import('@/shared/reports/report-csv');
        downloadFile(await buildReportCsv(report, reader), name, 'text/csv');
      }
    } catch {
      backendToast.error(t('download.failed'));
    } finally {
      setBusy(null);
    }
  }
  return { busy, download };
}
