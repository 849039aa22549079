import type { Analytics } from '../api/client';
import { CHART_COLUMNS, chartRows, type Cell, type ChartId, type ColumnKind } from './chart-data';
import type { AnalyticsContext } from './context';
import { formatCount, formatMoney, isoDay, monthLabel } from './format';

export interface ChartTable {
  headers: string[];
  /** Which columns hold figures (right-aligned, tabular numbers). */
  numeric: boolean[];
  rows: string[][];
}

const isNumeric = (kind: ColumnKind) => kind === 'count' || kind === 'money';

/** One chart's data as people read it: translated statuses, month names, formatted figures. */
export function chartTable(id: ChartId, data: Analytics, { t, language }: AnalyticsContext): ChartTable {
  const columns = CHART_COLUMNS[id];
  const show = (kind: ColumnKind, cell: Cell): string => {
    switch (kind) {
      case 'status':
        return t(`status.${cell}`);
      case 'month':
        return monthLabel(String(cell), language, 'long');
      case 'count':
        return formatCount(Number(cell), language);
      case 'money':
        return formatMoney(Number(cell), language);
      case 'text':
        return String(cell);
    }
  };
  return {
    headers: columns.map((c) => t(`columns.${c.key}`)),
    numeric: columns.map((c) => isNumeric(c.kind)),
    rows: chartRows(id, data).map((row) => row.map((cell, i) => show(columns[i]?.kind ?? 'text', cell))),
  };
}

/**
 * Rows of a chart's CSV export (translated header first). Figures stay machine-readable (plain
 * integers, amounts with a dot and two decimals), months stay 'YYYY-MM', so spreadsheets sort
 * and sum them; statuses are translated.
 */
export function chartCsvRows(id: ChartId, data: Analytics, t: AnalyticsContext['t']): string[][] {
  const columns = CHART_COLUMNS[id];
  const raw = (kind: ColumnKind, cell: Cell): string => {
    if (kind === 'status') return t(`status.${cell}`);
    if (kind === 'money') return Number(cell).toFixed(2);
    return String(cell);
  };
  return [
    columns.map((c) => t(`columns.${c.key}`)),
    ...chartRows(id, data).map((row) => row.map((cell, i) => raw(columns[i]?.kind ?? 'text', cell))),
  ];
}

/** "analitica-proyectos-por-estado-2026-11-21.csv" (the name is translated). */
export function chartCsvFileName(id: ChartId, now: Date, t: AnalyticsContext['t']): string {
  return `${t(`files.${id}`)}-${isoDay(now)}.csv`;
}
