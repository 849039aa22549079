import { FileDown, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type Report, type ReportPeriod } from '@/shared/schemas/reports';
import { Button } from '@/web/components/ui/button';
import { SegmentedControl } from '@/web/components/ui/segmented-control';
import { useReportDownloads } from '../lib/use-report-downloads';

/** Weekly or monthly: a pair of toggle buttons (the pressed one is the period shown). */
export function PeriodSwitch({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (p: ReportPeriod) => void;
}) {
  const { t } = useTranslation('reportsPage');
  return (
    <SegmentedControl
      label={t('period.label')}
      options={reportPeriods.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      value={period}
      onChange={onChange}
    />
  );
}

/** 'Descargar PDF' and 'Descargar CSV', each with its spinner while the file is built. */
export function ReportDownloads({ report }: { report: Report | undefined }) {
  const { t } = useTranslation('reportsPage');
  const { busy, download } = useReportDownloads();
  const disabled = !report || busy !== null;
  return (
    <div className="flex flex-wrap gap-2" aria-busy={busy !== null}>
      <Button
        onClick={() => report && void download('pdf', report)}
        disabled={disabled}
        loading={busy === 'pdf'}
      >
        {busy !== 'pdf' && <FileDown aria-hidden="true" />}
        {t('download.pdf')}
      </Button>
      <Button
        variant="outline"
        onClick={() => report && void download('csv', report)}
        disabled={disabled}
        loading={busy === 'csv'}
      >
        {busy !== 'csv' && <Table2 aria-hidden="true" />}
        {t('download.csv')}
      </Button>
      <span role="status" className="sr-only">
        {busy ? t('download.preparing') : ''}
      </span>
    </div>
  );
}
