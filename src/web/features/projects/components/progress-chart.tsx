import { Table2, LineChart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import { TableHead } from '@/web/components/table-head';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useFormatters } from '@/web/lib/use-formatters';
import { areaPath, linePath, plotProgress, withStartPoint, type ChartBox } from '../lib/chart-geometry';
import { useElementWidth } from '../lib/use-element-width';

const HEIGHT = 200;
const PADDING: ChartBox['padding'] = { top: 12, right: 16, bottom: 28, left: 44 };
const GRID = [0, 25, 50, 75, 100];

/**
 * Progress over time: a summary sentence, an inline SVG line chart (points carry their exact
 * value as a tooltip) and a table toggle for screen-reader users.
 */
export function ProgressChart({
  history,
  progress,
  createdAt,
}: {
  history: ProjectDetail['progressHistory'];
  progress: number;
  /** The project's creation (ISO): it started there at 0 %. */
  createdAt: string;
}) {
  const { t } = useTranslation('projects');
  const { dateOnly, number } = useFormatters();
  const [asTable, setAsTable] = useState(false);
  // Drawn at the container's real width, so labels keep their size on any screen.
  const [containerRef, width] = useElementWidth<HTMLDivElement>(640);
  const BOX: ChartBox = { width, height: HEIGHT, padding: PADDING };
  const titleId = useId();
  const summaryId = useId();
  const points = plotProgress(withStartPoint(history, createdAt.slice(0, 10)), BOX);
  const baseline = BOX.height - BOX.padding.bottom;
  const first = points[0];
  const last = points[points.length - 1];
  const percent = (value: number) => number(value / 100, { style: 'percent' });

  const summary =
    first && last
      ? points.length > 1
        ? t('detail.chart.summary', {
            progress: percent(last.progress),
            change: number((last.progress - first.progress) / 100, {
              style: 'percent',
              signDisplay: 'exceptZero',
            }),
            since: dateOnly(first.date),
          })
        : t('detail.chart.summaryOne', { progress: percent(last.progress), date: dateOnly(last.date) })
      : t('detail.chart.empty', { progress: percent(progress) });

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('detail.chart.title')}</CardTitle>
        <CardDescription id={summaryId}>{summary}</CardDescription>
        {points.length > 0 && (
          <CardAction>
            <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
              {asTable ? <LineChart aria-hidden="true" /> : <Table2 aria-hidden="true" />}
              {asTable ? t('detail.chart.showChart') : t('detail.chart.showTable')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      {points.length > 0 && (
        <CardContent>
          <div ref={containerRef}>
            {asTable ? (
              <div
                className="relative max-h-72 overflow-y-auto rounded-lg border"
                tabIndex={0}
                role="region"
                aria-labelledby={titleId}
              >
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('detail.chart.title')}</caption>
                  <TableHead
                    className="bg-muted/50 text-left text-xs text-muted-foreground"
                    cellClassName="px-3 py-2"
                    columns={[
                      { label: t('detail.chart.date') },
                      { label: t('detail.chart.progress'), className: 'text-right' },
                    ]}
                  />
                  <tbody className="divide-y">
                    {points.map((point) => (
                      <tr key={point.date}>
                        <td className="px-3 py-2 tabular">{dateOnly(point.date)}</td>
                        <td className="px-3 py-2 text-right tabular">{percent(point.progress)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <svg
                width={BOX.width}
                height={BOX.height}
                viewBox={`0 0 ${BOX.width} ${BOX.height}`}
                className="block max-w-full overflow-visible"
                role="img"
                aria-labelledby={titleId}
                aria-describedby={summaryId}
              >
                {GRID.map((value) => {
                  const y = BOX.padding.top + (1 - value / 100) * (baseline - BOX.padding.top);
                  return (
                    <g key={value}>
                      <line
                        x1={BOX.padding.left}
                        x2={BOX.width - BOX.padding.right}
                        y1={y}
                        y2={y}
                        className="stroke-border"
                        strokeDasharray={value === 0 ? undefined : '3 4'}
                      />
                      <text
                        x={BOX.padding.left - 8}
                        y={y + 4}
                        textAnchor="end"
                        className="fill-muted-foreground text-[11px] tabular"
                      >
                        {percent(value)}
                      </text>
                    </g>
                  );
                })}
                {first && last && first !== last && (
                  <>
                    <text
                      x={first.x}
                      y={BOX.height - 6}
                      textAnchor="start"
                      className="fill-muted-foreground text-[11px] tabular"
                    >
                      {dateOnly(first.date)}
                    </text>
                    <text
                      x={last.x}
                      y={BOX.height - 6}
                      textAnchor="end"
                      className="fill-muted-foreground text-[11px] tabular"
                    >
                      {dateOnly(last.date)}
                    </text>
                  </>
                )}
                <path d={areaPath(points, baseline)} className="fill-primary/10" />
                <path
                  d={linePath(points)}
                  fill="none"
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  className="stroke-primary"
                />
                {points.map((point) => (
                  <circle
                    key={point.date}
                    cx={point.x}
                    cy={point.y}
                    r={4.5}
                    className="fill-background stroke-primary"
                    strokeWidth={2}
                  >
                    <title>{`${dateOnly(point.date)}: ${percent(point.progress)}`}</title>
                  </circle>
                ))}
              </svg>
            )}
          </div>
        </CardContent>
      )}
    </Card>
  );
}
