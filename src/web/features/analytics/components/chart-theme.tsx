import type { ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { prefersReducedMotion } from '@/web/lib/theme';

/**
 * Chart colours come from the theme's CSS variables, so charts read in light and dark mode.
 * Status colours follow UI.md (development blue, production green, paused amber, maintenance
 * slate); the two that have no theme token are defined on the dashboard root (`CHART_VARS`).
 */
export const CHART_VARS =
  '[--chart-development:var(--color-blue-600)] dark:[--chart-development:var(--color-blue-400)] ' +
  '[--chart-maintenance:var(--color-slate-500)] dark:[--chart-maintenance:var(--color-slate-400)]';

export const STATUS_COLORS: Record<string, string> = {
  development: 'var(--chart-development)',
  production: 'var(--success)',
  paused: 'var(--warning)',
  maintenance: 'var(--chart-maintenance)',
};

export const SERIES_COLORS = {
  primary: 'var(--primary)',
  completed: 'var(--success)',
  overdue: 'var(--destructive)',
} as const;

/** Axis ticks, axis lines, grid and hover cursor in theme colours. */
export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const axisLine = { stroke: 'var(--input)' };
export const gridStroke = 'var(--border)';
export const hoverCursor = { fill: 'var(--muted)', fillOpacity: 0.7 };

/** Charts animate in unless the user (or the system) asked for reduced motion. */
export const animateCharts = () => !prefersReducedMotion();

/** A fixed-height box whose chart follows the card's width. */
export function ChartFrame({ height = 256, children }: { height?: number; children: ReactNode }) {
  return (
    <div className="w-full" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** The series names and colours, above a chart that draws more than one. */
export function ChartLegend({ items }: { items: { label: string; color: string; value?: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className="size-2.5 shrink-0 rounded-sm"
            style={{ background: item.color }}
            aria-hidden="true"
          />
          <span>{item.label}</span>
          {item.value !== undefined && (
            <span className="font-medium text-foreground tabular-nums">{item.value}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
