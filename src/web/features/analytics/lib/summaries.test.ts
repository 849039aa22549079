import { describe, expect, it } from 'vitest';
import { CHART_IDS } from './chart-data';
import { chartSummary } from './summaries';
import { buildAnalytics, contextFor, MONTHS } from './test-fixtures';

const nbsp = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('chart summaries', () => {
  const data = buildAnalytics();

  it('speaks Spanish first, from the data', () => {
    const es = contextFor('es');
    expect(chartSummary('projectsByStatus', data, es)).toBe(
      '12 proyectos en total. Estado más frecuente: en desarrollo (7).',
    );
    expect(chartSummary('projectsPerMonth', data, es)).toBe(
      '7 proyectos nuevos en los últimos 12 meses. +3 este mes.',
    );
    expect(chartSummary('technologies', data, es)).toBe('React es la más usada: 3 proyectos.');
    expect(chartSummary('tasksPerMonth', data, es)).toBe(
      '78 tareas completadas en los últimos 12 meses. 2 vencidas.',
    );
    expect(nbsp(chartSummary('revenuePerMonth', data, es))).toBe(
      '5700,50 € cobrados en los últimos 12 meses. 4200,00 € este mes.',
    );
  });

  it('pluralises one and zero', () => {
    const es = contextFor('es');
    const one = buildAnalytics({
      projects_by_status: [{ status: 'paused', count: 1 }],
      projects_per_month: MONTHS.map((month, i) => ({ month, count: i === 0 ? 1 : 0 })),
      technologies: [{ technology: 'Figma', count: 1 }],
      tasks_per_month: MONTHS.map((month, i) => ({
        month,
        completed: i === 0 ? 1 : 0,
        overdue: i === 11 ? 1 : 0,
      })),
    });
    expect(chartSummary('projectsByStatus', one, es)).toBe(
      '1 proyecto en total. Estado más frecuente: en pausa (1).',
    );
    expect(chartSummary('projectsPerMonth', one, es)).toBe(
      '1 proyecto nuevo en los últimos 12 meses. Ninguno este mes.',
    );
    expect(chartSummary('technologies', one, es)).toBe('Figma es la más usada: 1 proyecto.');
    expect(chartSummary('tasksPerMonth', one, es)).toBe(
      '1 tarea completada en los últimos 12 meses. 1 vencida.',
    );
    const noneOverdue = buildAnalytics({
      tasks_per_month: MONTHS.map((month) => ({ month, completed: 2, overdue: 0 })),
    });
    expect(chartSummary('tasksPerMonth', noneOverdue, es)).toBe(
      '24 tareas completadas en los últimos 12 meses. Ninguna vencida.',
    );
    // Portuguese counts 0 as singular; the zero sentence still wins.
    expect(chartSummary('tasksPerMonth', noneOverdue, contextFor('pt'))).toBe(
      '24 tarefas concluídas nos últimos 12 meses. Nenhuma atrasada.',
    );
  });

  it('formats big counts in the user language', () => {
    const big = buildAnalytics({ projects_by_status: [{ status: 'production', count: 12345 }] });
    expect(chartSummary('projectsByStatus', big, contextFor('es'))).toBe(
      '12.345 proyectos en total. Estado más frecuente: en producción (12.345).',
    );
    expect(chartSummary('projectsByStatus', big, contextFor('en'))).toBe(
      '12,345 projects in total. Most common status: in production (12,345).',
    );
  });

  it('says what will appear when a chart has nothing to show', () => {
    const empty = buildAnalytics({
      technologies: [],
      revenue_per_month: MONTHS.map((month) => ({ month, amount: 0 })),
    });
    expect(chartSummary('technologies', empty, contextFor('es'))).toBe(
      'Ningún proyecto indica sus tecnologías todavía.',
    );
    expect(chartSummary('revenuePerMonth', empty, contextFor('es'))).toBe(
      'Aún no hay facturas cobradas en los últimos 12 meses.',
    );
  });

  it('has a summary in English and Portuguese too', () => {
    for (const language of ['en', 'pt'] as const) {
      const ctx = contextFor(language);
      for (const id of CHART_IDS) {
        const text = chartSummary(id, data, ctx);
        expect(text, `${language} ${id}`).not.toMatch(/summary\.|empty\.|\{\{/);
      }
    }
    expect(chartSummary('projectsPerMonth', data, contextFor('en'))).toBe(
      '7 new projects in the last 12 months. +3 this month.',
    );
    expect(chartSummary('tasksPerMonth', data, contextFor('pt'))).toBe(
      '78 tarefas concluídas nos últimos 12 meses. 2 atrasadas.',
    );
  });
});
