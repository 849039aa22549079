import type { Report } from '../schemas/reports';
import { reportFigures, reportHeading, reportTables, type ReportReader } from './report-format';

/**
 * The report as CSV (Papa Parse, loaded when called): one section after another, separated by an
 * empty row: the heading, the figures (label, value), then each table with its column heads.
 * Percentages stay plain numbers (the labels say %), so spreadsheets can compute with them.
 * Starts with a byte order mark so spreadsheets open accents right.
 */
export async function buildReportCsv(report: Report, reader: ReportReader): Promise<string> {
  const Papa = (await import('papaparse')).default;
  const heading = reportHeading(report, reader);
  const rows: string[][] = [
    [heading.title, report.agency_name],
    [heading.period],
    [heading.generated],
    [],
    [reader.t('reportsPage:figures.title')],
    ...reportFigures(report, reader, String),
  ];
  for (const table of reportTables(report, reader, String)) {
    rows.push([], [table.title], table.head, ...table.body);
  }
  return `\uFEFF${Papa.unparse(rows)}`;
}
