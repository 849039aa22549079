import { LineChart, Table2 } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { tone } from '@/web/lib/status-tones';
import { cn } from '@/web/lib/utils';
import { useHydrated } from '../lib/use-hydrated';

export type Tone = keyof typeof tone;

/** A status word in its colour (UI.md: status colours only for status). */
export function ToneBadge({ value, children }: { value: Tone; children: ReactNode }) {
  return <Badge className={cn('border-transparent', tone[value])}>{children}</Badge>;
}

/** One part of the card (uptime, certificate, speed, plan): a titled block with its own actions. */
export function CarePanel({
  title,
  action,
  className,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn('grid min-w-0 content-start gap-3 rounded-lg border p-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A label and its figure, as a term and its description. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * A chart (loaded lazily with the chart library, in the browser only) under its summary or, at a
 * press, the same figures as a table for screen-reader users (UI.md).
 */
export function ChartOrTable({
  label,
  summary,
  chart,
  table,
  height,
}: {
  label: string;
  summary: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  height: number;
}) {
  const { t } = useTranslation('siteCare');
  const [asTable, setAsTable] = useState(false);
  const summaryId = useId();
  const hydrated = useHydrated();
  const placeholder = <Skeleton aria-hidden="true" className="w-full" style={{ height }} />;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={summaryId} className="text-sm text-muted-foreground">
          {summary}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={asTable}
          aria-label={`${asTable ? t('chart.showChart') : t('chart.showTable')}: ${label}`}
          onClick={() => setAsTable((v) => !v)}
        >
          {asTable ? <LineChart aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </div>
      {asTable ? (
        <div
          className="max-h-64 overflow-y-auto rounded-lg border"
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          {table}
        </div>
      ) : (
        <figure aria-label={label} aria-describedby={summaryId} className="m-0">
          {/* Drawn in the browser only (`useHydrated`): the server leaves its place, at its size. */}
          {hydrated ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
        </figure>
      )}
    </div>
  );
}
