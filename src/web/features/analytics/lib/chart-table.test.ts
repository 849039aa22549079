import { describe, expect, it } from 'vitest';
import { chartCsvFileName, chartCsvRows, chartTable } from './chart-table';
import { buildAnalytics, contextFor, MONTHS } from './test-fixtures';

const nbsp = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('chart tables', () => {
  const data = buildAnalytics();
  const es = contextFor('es');

  it('shows translated statuses and right-aligned counts', () => {
    const table = chartTable('projectsByStatus', data, es);
    expect(table.headers).toEqual(['Estado', 'Proyectos']);
    expect(table.numeric).toEqual([false, true]);
    expect(table.rows).toEqual([
      ['En desarrollo', '7'],
      ['En producción', '2'],
      ['En pausa', '1'],
      ['En mantenimiento', '2'],
    ]);
  });

  it('names months and formats money in the user language', () => {
    const table = chartTable('revenuePerMonth', data, es);
    expect(table.headers).toEqual(['Mes', 'Cobrado (EUR)']);
    expect(table.rows).toHaveLength(12);
    expect(table.rows[11]?.map(nbsp)).toEqual(['Noviembre de 2026', '4200,00 €']);
    expect(table.rows[0]?.[0]).toBe('Diciembre de 2025');
    const en = chartTable('tasksPerMonth', data, contextFor('en'));
    expect(en.headers).toEqual(['Month', 'Completed tasks', 'Overdue tasks']);
    expect(en.rows[10]).toEqual(['October 2026', '11', '2']);
  });
});

describe('chart CSV', () => {
  const data = buildAnalytics();
  const es = contextFor('es');

  it('has a translated header and machine-readable rows', () => {
    expect(chartCsvRows('projectsByStatus', data, es.t)).toEqual([
      ['Estado', 'Proyectos'],
      ['En desarrollo', '7'],
      ['En producción', '2'],
      ['En pausa', '1'],
      ['En mantenimiento', '2'],
    ]);
    const revenue = chartCsvRows('revenuePerMonth', data, es.t);
    expect(revenue[0]).toEqual(['Mes', 'Cobrado (EUR)']);
    expect(revenue[11]).toEqual([MONTHS[10], '1500.50']);
    expect(revenue[12]).toEqual([MONTHS[11], '4200.00']);
    expect(chartCsvRows('technologies', data, contextFor('pt').t)[0]).toEqual(['Tecnologia', 'Projetos']);
  });

  it('keeps only the header when there is nothing to export', () => {
    expect(chartCsvRows('technologies', buildAnalytics({ technologies: [] }), es.t)).toEqual([
      ['Tecnología', 'Proyectos'],
    ]);
  });

  it('names files after the chart and the day', () => {
    const day = new Date(2026, 10, 21, 12);
    expect(chartCsvFileName('projectsByStatus', day, es.t)).toBe(
      'analitica-proyectos-por-estado-2026-11-21.csv',
    );
    expect(chartCsvFileName('revenuePerMonth', day, contextFor('en').t)).toBe(
      'analytics-revenue-per-month-2026-11-21.csv',
    );
  });
});
