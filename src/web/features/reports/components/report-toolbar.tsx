import { FileDown, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reportPeriods, type Report, type ReportPeriod } from '@/shared/schemas/reports';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
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
    <div
      role="group"
      aria-label={t('period.label')}
      className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1"
    >
      {reportPeriods.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === period}
          onClick={() => onChange(p)}
          className={cn(
            'inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring md:min-h-9',
            p === period && 'bg-background text-foreground shadow-sm',
          )}
        >
          {t(`period.${p}`)}
        </button>
      ))}
    </div>
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
