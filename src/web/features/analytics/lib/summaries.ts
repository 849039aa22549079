import type { Analytics } from '../api/client';
import { chartFigures, isChartEmpty, type ChartId } from './chart-data';
import type { AnalyticsContext } from './context';
import { formatCount, formatMoney } from './format';

/**
 * The short text above a chart, computed from its data ("12 proyectos en total. Estado más
 * frecuente: en desarrollo (7)."). An empty chart gets its empty-state sentence instead.
 */
export function chartSummary(id: ChartId, data: Analytics, { t, language }: AnalyticsContext): string {
  if (isChartEmpty(id, data)) return t(`empty.${id}`);
  const f = chartFigures(data);
  const count = (value: number) => ({ count: value, formatted: formatCount(value, language) });
  const money = (value: number) => formatMoney(value, language);
  switch (id) {
    case 'projectsByStatus': {
      const parts = [t('summary.projectsByStatus.total', count(f.totalProjects))];
      if (f.topStatus) {
        parts.push(
          t('summary.projectsByStatus.top', {
            status: t(`statusPhrase.${f.topStatus.status}`),
            ...count(f.topStatus.count),
          }),
        );
      }
      return parts.join(' ');
    }
    case 'projectsPerMonth':
      return [
        t('summary.projectsPerMonth.total', {
          ...count(f.newProjects),
          months: data.projects_per_month.length,
        }),
        t('summary.projectsPerMonth.thisMonth', count(f.newProjectsThisMonth)),
      ].join(' ');
    case 'technologies':
      return f.topTechnology
        ? t('summary.technologies.top', {
            technology: f.topTechnology.technology,
            ...count(f.topTechnology.count),
          })
        : t('empty.technologies');
    case 'tasksPerMonth':
      return [
        t('summary.tasksPerMonth.completed', {
          ...count(f.completedTasks),
          months: data.tasks_per_month.length,
        }),
        t('summary.tasksPerMonth.overdue', count(f.overdueTasks)),
      ].join(' ');
    case 'revenuePerMonth':
      return [
        t('summary.revenuePerMonth.total', {
          amount: money(f.revenue),
          months: data.revenue_per_month.length,
        }),
        t('summary.revenuePerMonth.thisMonth', { amount: money(f.revenueThisMonth) }),
      ].join(' ');
  }
}
