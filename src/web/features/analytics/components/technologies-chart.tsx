import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../api/client';
import { formatCount } from '../lib/format';
import { useAnalyticsContext } from '../lib/use-analytics-context';
import {
  animateCharts,
  axisLine,
  axisTick,
  ChartFrame,
  gridStroke,
  hoverCursor,
  SERIES_COLORS,
} from './chart-theme';
import { tooltipContent } from '@/web/components/chart-tooltip';

const ROW_HEIGHT = 30;

/** Top technologies (up to 10): horizontal bars, most used first. */
export function TechnologiesChart({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  const { language } = useAnalyticsContext();
  const rows = data.technologies;
  return (
    <ChartFrame height={Math.max(160, rows.length * ROW_HEIGHT + 40)}>
      <BarChart
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 12, left: 0, bottom: 0 }}
      >
        <CartesianGrid stroke={gridStroke} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} axisLine={axisLine} tickLine={false} />
        <YAxis
          type="category"
          dataKey="technology"
          tick={axisTick}
          axisLine={false}
          tickLine={false}
          width={104}
          tickFormatter={(name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name)}
        />
        <Tooltip
          cursor={hoverCursor}
          content={tooltipContent<(typeof rows)[number]>((row) => ({
            title: row.technology,
            lines: [
              {
                label: t('series.projects'),
                value: formatCount(row.count, language),
                color: SERIES_COLORS.primary,
              },
            ],
          }))}
        />
        <Bar
          dataKey="count"
          fill={SERIES_COLORS.primary}
          radius={[0, 4, 4, 0]}
          maxBarSize={20}
          isAnimationActive={animateCharts()}
        />
      </BarChart>
    </ChartFrame>
  );
}
