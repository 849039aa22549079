import { describe, expect, it } from 'vitest';
import { CHART_COLUMNS, CHART_IDS, chartFigures, chartRows, isChartEmpty } from './chart-data';
import { buildAnalytics, MONTHS } from './test-fixtures';

describe('chart data', () => {
  it('gives every chart rows as wide as its columns', () => {
    const data = buildAnalytics();
    for (const id of CHART_IDS) {
      const rows = chartRows(id, data);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveLength(CHART_COLUMNS[id].length);
    }
    expect(chartRows('tasksPerMonth', data)[0]).toEqual([MONTHS[0], 1, 0]);
    expect(chartRows('projectsByStatus', data)[0]).toEqual(['development', 7]);
  });

  it('is empty when every figure is zero or there are no rows', () => {
    const zeroMonths = MONTHS.map((month) => ({ month, count: 0 }));
    const data = buildAnalytics({
      projects_by_status: ['development', 'production', 'paused', 'maintenance'].map((status) => ({
        status,
        count: 0,
      })),
      projects_per_month: zeroMonths,
      technologies: [],
      tasks_per_month: MONTHS.map((month) => ({ month, completed: 0, overdue: 0 })),
      revenue_per_month: MONTHS.map((month) => ({ month, amount: 0 })),
    });
    for (const id of CHART_IDS) expect(isChartEmpty(id, data), id).toBe(true);
  });

  it('is not empty as soon as one figure is not zero', () => {
    const data = buildAnalytics({
      revenue_per_month: MONTHS.map((month, i) => ({ month, amount: i === 3 ? 0.01 : 0 })),
      tasks_per_month: MONTHS.map((month, i) => ({ month, completed: 0, overdue: i === 0 ? 1 : 0 })),
    });
    for (const id of CHART_IDS) expect(isChartEmpty(id, data), id).toBe(false);
  });

  it('adds up the figures the summaries need', () => {
    expect(chartFigures(buildAnalytics())).toEqual({
      totalProjects: 12,
      topStatus: { status: 'development', count: 7 },
      newProjects: 7,
      newProjectsThisMonth: 3,
      topTechnology: { technology: 'React', count: 3 },
      completedTasks: 78,
      overdueTasks: 2,
      revenue: 5700.5,
      revenueThisMonth: 4200,
    });
  });
});
