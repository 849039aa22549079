import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../api/client';
import { formatCompactMoney, formatCount, formatMoney, monthLabel } from '../lib/format';
import { useAnalyticsContext } from '../lib/use-analytics-context';
import {
  animateCharts,
  axisLine,
  axisTick,
  ChartFrame,
  ChartLegend,
  gridStroke,
  hoverCursor,
  SERIES_COLORS,
} from './chart-theme';
import { tooltipContent } from '@/web/components/chart-tooltip';

/** Adds the short (axis) and long (tooltip) names of each row's month. */
function useMonthRows<T extends { month: string }>(rows: T[]): (T & { label: string; full: string })[] {
  const { language } = useAnalyticsContext();
  return rows.map((row) => ({
    ...row,
    label: monthLabel(row.month, language, 'short'),
    full: monthLabel(row.month, language, 'long'),
  }));
}

const xAxis = (
  <XAxis
    dataKey="label"
    tick={axisTick}
    axisLine={axisLine}
    tickLine={false}
    interval="equidistantPreserveStart"
    minTickGap={4}
  />
);

interface Series<T> {
  key: keyof T & string;
  label: string;
  color: string;
}

/** Monthly counts as bars, one bar per series and month, with a tooltip of exact values. */
function MonthlyBars<T extends { month: string }>({
  rows: raw,
  series,
  maxBarSize,
}: {
  rows: T[];
  series: Series<T>[];
  maxBarSize: number;
}) {
  const { language } = useAnalyticsContext();
  const rows = useMonthRows(raw);
  const radius: [number, number, number, number] = series.length > 1 ? [3, 3, 0, 0] : [4, 4, 0, 0];
  return (
    <ChartFrame>
      <BarChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, left: -8, bottom: 0 }}
        barGap={2}
      >
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        {xAxis}
        <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} width={40} />
        <Tooltip
          cursor={hoverCursor}
          content={tooltipContent<(typeof rows)[number]>((m) => ({
            title: m.full,
            lines: series.map((s) => ({
              label: s.label,
              value: formatCount(Number(m[s.key]), language),
              color: s.color,
            })),
          }))}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key as string}
            fill={s.color}
            radius={radius}
            maxBarSize={maxBarSize}
            isAnimationActive={animateCharts()}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/** New projects per month (12): bars. */
export function ProjectsPerMonthChart({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  return (
    <MonthlyBars
      rows={data.projects_per_month}
      maxBarSize={32}
      series={[{ key: 'count', label: t('series.newProjects'), color: SERIES_COLORS.primary }]}
    />
  );
}

/** Completed against overdue tasks per month (12): grouped bars. */
export function TasksPerMonthChart({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  return (
    <MonthlyBars
      rows={data.tasks_per_month}
      maxBarSize={16}
      series={[
        { key: 'completed', label: t('series.completed'), color: SERIES_COLORS.completed },
        { key: 'overdue', label: t('series.overdue'), color: SERIES_COLORS.overdue },
      ]}
    />
  );
}

/** The two task series, above their chart. */
export function TasksLegend() {
  const { t } = useTranslation('analytics');
  return (
    <ChartLegend
      items={[
        { label: t('series.completed'), color: SERIES_COLORS.completed },
        { label: t('series.overdue'), color: SERIES_COLORS.overdue },
      ]}
    />
  );
}

/** Revenue per month (12, paid invoices, EUR): an area, money in the user's language. */
export function RevenuePerMonthChart({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  const { language } = useAnalyticsContext();
  const rows = useMonthRows(data.revenue_per_month);
  return (
    <ChartFrame>
      <AreaChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" vertical={false} />
        {xAxis}
        <YAxis
          tick={axisTick}
          axisLine={false}
          tickLine={false}
          width={72}
          tickFormatter={(value: number) => formatCompactMoney(value, language)}
        />
        <Tooltip
          cursor={{ stroke: 'var(--input)' }}
          content={tooltipContent<(typeof rows)[number]>((m) => ({
            title: m.full,
            lines: [
              {
                label: t('series.revenue'),
                value: formatMoney(m.amount, language),
                color: SERIES_COLORS.primary,
              },
            ],
          }))}
        />
        <Area
          type="monotone"
          dataKey="amount"
          stroke={SERIES_COLORS.primary}
          strokeWidth={2}
          fill={SERIES_COLORS.primary}
          fillOpacity={0.15}
          activeDot={{ r: 4, fill: SERIES_COLORS.primary, stroke: 'var(--card)' }}
          isAnimationActive={animateCharts()}
        />
      </AreaChart>
    </ChartFrame>
  );
}
