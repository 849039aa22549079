import type { Analytics } from '../api/client';

/** The five charts of the analytics dashboard, in the order they are shown. */
export const CHART_IDS = [
  'projectsByStatus',
  'projectsPerMonth',
  'technologies',
  'tasksPerMonth',
  'revenuePerMonth',
] as const;
export type ChartId = (typeof CHART_IDS)[number];

/** Project statuses (docs/product.md#records-and-fields), in the order the server sends them. */
export const PROJECT_STATUSES = ['development', 'production', 'paused', 'maintenance'] as const;

/** How a column's values read: a status key, a 'YYYY-MM' month, free text, a count or money (EUR). */
export type ColumnKind = 'status' | 'month' | 'text' | 'count' | 'money';

export interface Column {
  /** Key of `analytics:columns.*` (the header). */
  key: string;
  kind: ColumnKind;
}

export type Cell = string | number;

/** The columns of each chart's data, shared by its table view and its CSV. */
export const CHART_COLUMNS: Record<ChartId, Column[]> = {
  projectsByStatus: [
    { key: 'status', kind: 'status' },
    { key: 'projects', kind: 'count' },
  ],
  projectsPerMonth: [
    { key: 'month', kind: 'month' },
    { key: 'newProjects', kind: 'count' },
  ],
  technologies: [
    { key: 'technology', kind: 'text' },
    { key: 'projects', kind: 'count' },
  ],
  tasksPerMonth: [
    { key: 'month', kind: 'month' },
    { key: 'completed', kind: 'count' },
    { key: 'overdue', kind: 'count' },
  ],
  revenuePerMonth: [
    { key: 'month', kind: 'month' },
    { key: 'revenue', kind: 'money' },
  ],
};

/** One chart's data as raw rows, in the order of `CHART_COLUMNS[id]`. */
export function chartRows(id: ChartId, data: Analytics): Cell[][] {
  switch (id) {
    case 'projectsByStatus':
      return data.projects_by_status.map((s) => [s.status, s.count]);
    case 'projectsPerMonth':
      return data.projects_per_month.map((m) => [m.month, m.count]);
    case 'technologies':
      return data.technologies.map((t) => [t.technology, t.count]);
    case 'tasksPerMonth':
      return data.tasks_per_month.map((m) => [m.month, m.completed, m.overdue]);
    case 'revenuePerMonth':
      return data.revenue_per_month.map((m) => [m.month, m.amount]);
  }
}

/** A chart has nothing to show when it has no rows or every figure in them is zero. */
export function isChartEmpty(id: ChartId, data: Analytics): boolean {
  return chartRows(id, data).every((row) => row.every((cell) => typeof cell !== 'number' || cell === 0));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The figures the summaries speak of, computed once from the data. */
export function chartFigures(data: Analytics) {
  const lastMonth = <T>(rows: T[]): T | undefined => rows[rows.length - 1];
  const byStatus = [...data.projects_by_status].sort((a, b) => b.count - a.count);
  return {
    totalProjects: sum(data.projects_by_status.map((s) => s.count)),
    topStatus: byStatus[0]?.count ? byStatus[0] : undefined,
    newProjects: sum(data.projects_per_month.map((m) => m.count)),
    newProjectsThisMonth: lastMonth(data.projects_per_month)?.count ?? 0,
    topTechnology: data.technologies[0]?.count ? data.technologies[0] : undefined,
    completedTasks: sum(data.tasks_per_month.map((m) => m.completed)),
    overdueTasks: sum(data.tasks_per_month.map((m) => m.overdue)),
    revenue: sum(data.revenue_per_month.map((m) => m.amount)),
    revenueThisMonth: lastMonth(data.revenue_per_month)?.amount ?? 0,
  };
}
export type ChartFigures = ReturnType<typeof chartFigures>;
