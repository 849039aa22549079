import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../api/client';
import { chartFigures } from '../lib/chart-data';
import { formatCount } from '../lib/format';
import { useAnalyticsContext } from '../lib/use-analytics-context';
import { animateCharts, ChartFrame, ChartLegend, STATUS_COLORS } from './chart-theme';
import { tooltipContent } from '@/web/components/chart-tooltip';

interface StatusSlice {
  status: string;
  name: string;
  count: number;
  color: string;
}

function useStatusSlices(data: Analytics): StatusSlice[] {
  const { t } = useTranslation('analytics');
  return data.projects_by_status.map((s) => ({
    status: s.status,
    name: t(`status.${s.status}`),
    count: s.count,
    color: STATUS_COLORS[s.status] ?? 'var(--primary)',
  }));
}

/** Each status with its colour and count, above the donut. */
export function StatusLegend({ data }: { data: Analytics }) {
  const { language } = useAnalyticsContext();
  const slices = useStatusSlices(data);
  return (
    <ChartLegend
      items={slices.map((s) => ({ label: s.name, color: s.color, value: formatCount(s.count, language) }))}
    />
  );
}

/** Projects by status: a donut with the total in its centre. */
export function StatusChart({ data }: { data: Analytics }) {
  const { t } = useTranslation('analytics');
  const { language } = useAnalyticsContext();
  const slices = useStatusSlices(data);
  const total = chartFigures(data).totalProjects;
  return (
    <div className="relative">
      <ChartFrame height={240}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="count"
            nameKey="name"
            innerRadius="62%"
            outerRadius="92%"
            paddingAngle={2}
            stroke="var(--card)"
            strokeWidth={2}
            isAnimationActive={animateCharts()}
          >
            {slices.map((s) => (
              <Cell key={s.status} fill={s.color} />
            ))}
          </Pie>
          <Tooltip
            content={tooltipContent<StatusSlice>((s) => ({
              title: s.name,
              lines: [{ label: t('series.projects'), value: formatCount(s.count, language), color: s.color }],
            }))}
          />
        </PieChart>
      </ChartFrame>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-2xl font-semibold tabular-nums">{formatCount(total, language)}</span>
        <span className="text-xs text-muted-foreground">{t('series.projects')}</span>
      </div>
    </div>
  );
}
