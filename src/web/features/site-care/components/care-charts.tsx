import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SiteCare, SpeedRun } from '@/shared/schemas/site-care';
import { tooltipContent } from '@/web/components/chart-tooltip';
import { useFormatters } from '@/web/lib/use-formatters';
import { shortDay, shortDayOf } from '../lib/short-day';

/**
 * The card's two charts, in a chunk of their own with the chart library: the project page's
 * initial JS does not carry it (scripts/route-table.ts). Theme colours from CSS variables (light
 * and dark); no entrance animation, so the server's drawing and the browser's first one agree.
 */
const tick = { fill: 'var(--muted-foreground)', fontSize: 11 };
const grid = 'var(--border)';

function Frame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="w-full overflow-hidden" style={{ height }} aria-hidden="true">
      {/* Narrower than any panel at first (a 390 px phone's is ~290 px), then the panel's width. */}
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 240, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

type Day = SiteCare['daily'][number];

/** The last 30 days: availability as bars (left axis, %), mean response time as a line (right, ms). */
export function UptimeChart({ daily }: { daily: Day[] }) {
  const { t } = useTranslation('siteCare');
  const { dateOnly, number, settings } = useFormatters();
  const rows = daily.map((d) => ({ ...d, label: shortDay(d.day, settings.language) }));
  const content = tooltipContent<Day>((day) => ({
    title: dateOnly(day.day),
    lines: [
      {
        label: t('uptime.chart.availability'),
        value: number(day.availability / 100, { style: 'percent', maximumFractionDigits: 2 }),
        color: 'var(--success)',
      },
      {
        label: t('uptime.chart.responseTime'),
        value: day.response_ms === null ? '—' : t('units.ms', { value: number(day.response_ms) }),
        color: 'var(--primary)',
      },
    ],
  }));
  return (
    <Frame height={160}>
      <ComposedChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, left: -16, bottom: 0 }}
      >
        <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--input)' }}
          minTickGap={8}
        />
        <YAxis yAxisId="a" domain={[0, 100]} tick={tick} tickLine={false} axisLine={false} width={40} />
        <YAxis yAxisId="r" orientation="right" tick={tick} tickLine={false} axisLine={false} width={44} />
        <Tooltip cursor={{ fill: 'var(--muted)', fillOpacity: 0.7 }} content={content} />
        <Bar
          yAxisId="a"
          dataKey="availability"
          fill="var(--success)"
          radius={[3, 3, 0, 0]}
          maxBarSize={14}
          isAnimationActive={false}
        />
        <Line
          yAxisId="r"
          type="monotone"
          dataKey="response_ms"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}

/** The weekly performance score (0–100) of up to the last 12 runs, oldest first. */
export function SpeedChart({ runs }: { runs: SpeedRun[] }) {
  const { t } = useTranslation('siteCare');
  const { date, settings } = useFormatters();
  const rows = runs.map((run) => ({
    ...run,
    label: shortDayOf(run.at, settings.language, settings.timeZone),
  }));
  const content = tooltipContent<SpeedRun>((run) => ({
    title: date(run.at),
    lines: [{ label: t('speed.score'), value: String(run.performance), color: 'var(--primary)' }],
  }));
  return (
    <Frame height={140}>
      <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid stroke={grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="label"
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--input)' }}
          minTickGap={8}
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 50, 90, 100]}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip cursor={{ stroke: 'var(--input)' }} content={content} />
        <Line
          type="monotone"
          dataKey="performance"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={{ r: 3, fill: 'var(--primary)' }}
          activeDot={{ r: 4, fill: 'var(--primary)', stroke: 'var(--card)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
