import {
  BarChart3,
  Code2,
  Download,
  Euro,
  FolderKanban,
  ListChecks,
  Table2,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import type { Analytics } from '../api/client';
import { chartRows, isChartEmpty, type ChartId } from '../lib/chart-data';
import { chartTable } from '../lib/chart-table';
import { chartSummary } from '../lib/summaries';
import { useAnalyticsContext } from '../lib/use-analytics-context';
import { useChartCsvExport } from '../lib/use-chart-export';
import { DataTable } from './data-table';

const ICONS: Record<ChartId, LucideIcon> = {
  projectsByStatus: FolderKanban,
  projectsPerMonth: BarChart3,
  technologies: Code2,
  tasksPerMonth: ListChecks,
  revenuePerMonth: Euro,
};

interface ChartCardProps {
  id: ChartId;
  data: Analytics;
  className?: string;
  /** A legend above the chart (series colours), when the chart has more than one. */
  legend?: ReactNode;
  /** The chart itself; drawn only when there is something to show. */
  children: ReactNode;
}

/**
 * One chart of the dashboard: title, a summary computed from the data, the chart (an image
 * for screen readers, described by the summary) or the same data as a table, and its CSV export.
 */
export function ChartCard({ id, data, className, legend, children }: ChartCardProps) {
  const { t } = useTranslation('analytics');
  const ctx = useAnalyticsContext();
  const exportCsv = useChartCsvExport();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const [exporting, setExporting] = useState(false);
  const title = t(`charts.${id}`);
  const empty = isChartEmpty(id, data);
  const summary = chartSummary(id, data, ctx);
  const Icon = ICONS[id];

  const download = async () => {
    setExporting(true);
    try {
      await exportCsv(id, data);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('min-w-0 gap-4', className)}
      data-chart={id}
    >
      <div className="space-y-1.5 px-5 md:px-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={headingId} className="pt-1 text-base leading-tight font-semibold">
            {title}
          </h2>
          <div className="flex flex-wrap gap-2">
            {!empty && (
              <Button
                variant={asTable ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={asTable}
                aria-label={t('showTableOf', { title })}
                onClick={() => setAsTable((v) => !v)}
              >
                <Table2 aria-hidden="true" />
                {t('showTable')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-label={t('exportCsvOf', { title })}
              loading={exporting}
              disabled={chartRows(id, data).length === 0}
              onClick={() => void download()}
            >
              {!exporting && <Download aria-hidden="true" />}
              {t('exportCsv')}
            </Button>
          </div>
        </div>
        {!empty && (
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="chart-summary">
            {summary}
          </p>
        )}
      </div>
      <CardContent className="min-w-0">
        {empty ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <p className="max-w-sm text-sm text-muted-foreground">{summary}</p>
          </div>
        ) : asTable ? (
          <DataTable caption={title} table={chartTable(id, data, ctx)} />
        ) : (
          <div className="space-y-3">
            {legend}
            <div role="img" aria-label={t('chartLabel', { title, summary })} className="w-full">
              {children}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
