import { dateOnlyIn } from '../domain/calendar';
import type { Language } from '../i18n/config';
import type { Report, ReportPeriod } from '../schemas/reports';

/** Who reads the file: their translations (any i18next `t`), language and, optionally, time zone. */
export interface ReportReader {
  t: (key: string, options?: Record<string, unknown>) => string;
  language: Language;
  timeZone?: string;
}

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US', pt: 'pt-BR' };

/** The date in the file's name is the day in the reader's time zone: `informe-mensual-2026-11-24.pdf`, `weekly-report-2026-11-24.csv`, `relatorio-mensal-…`. */
export function reportFileName(
  period: ReportPeriod,
  reader: ReportReader,
  ext: 'pdf' | 'csv',
  at: Date,
): string {
  return `${reader.t(`reportsPage:file.fileName.${period}`)}-${dateOnlyIn(at, reader.timeZone)}.${ext}`;
}

export function formatReportDate(iso: string, reader: ReportReader): string {
  return new Intl.DateTimeFormat(LOCALES[reader.language], {
    dateStyle: 'medium',
    timeZone: reader.timeZone,
  }).format(new Date(iso));
}

export const formatPercent = (value: number, reader: ReportReader) =>
  reader.t('reportsPage:file.percent', { value });

/** The headline figures, labelled, in the order the screen and the files show them. */
export function reportFigures(
  report: Report,
  reader: ReportReader,
  percent: (value: number) => string = (value) => formatPercent(value, reader),
): [label: string, value: string][] {
  const t = (key: string) => reader.t(`reportsPage:figures.${key}`);
  return [
    [t('total'), String(report.total_tasks)],
    [t('completed'), String(report.completed_tasks)],
    [t('overdue'), String(report.overdue_tasks)],
    [t('pending'), String(report.pending_tasks)],
    [t('productivity'), percent(report.productivity_score)],
    [t('efficiency'), percent(report.team_efficiency)],
  ];
}

/** The report's title and period lines ("Informe mensual", "Del 25 oct 2026 al 24 nov 2026"). */
export function reportHeading(report: Report, reader: ReportReader) {
  return {
    title: reader.t(`reportsPage:file.title.${report.period}`),
    period: reader.t('reportsPage:file.period', {
      from: formatReportDate(report.from, reader),
      to: formatReportDate(report.to, reader),
    }),
    generated: reader.t('reportsPage:file.generated', {
      date: formatReportDate(report.generated_at, reader),
    }),
  };
}

/** A table of the report: its title, column heads and rows of text. */
export interface ReportTable {
  title: string;
  head: string[];
  body: string[][];
}

/** The monthly report's site-care table (decision 0057): a row per monitored site; '—' where nothing was measured. */
function careTable(report: Report, reader: ReportReader, percent: (value: number) => string): ReportTable {
  const t = (key: string) => reader.t(`reportsPage:care.${key}`);
  const or = (value: number | null, show: (value: number) => string = String) =>
    value === null ? t('none') : show(value);
  return {
    title: t('title'),
    head: [
      t('project'),
      t('site'),
      t('availability'),
      t('incidents'),
      t('downtime'),
      t('certificate'),
      t('performance'),
      t('hours'),
      t('plan'),
    ],
    body: report.care.map((c) => [
      c.project_name,
      c.site_url,
      or(c.availability, percent),
      String(c.incidents),
      String(c.downtime_minutes),
      or(c.certificate_days_left),
      or(c.performance),
      String(c.hours_used),
      or(c.monthly_hours),
    ]),
  };
}

/**
 * The tables (performers, skill gaps, projects, phase sign-offs and, in a monthly report, site
 * care); `percent` formats percentages.
 */
export function reportTables(
  report: Report,
  reader: ReportReader,
  percent: (value: number) => string = (value) => formatPercent(value, reader),
): ReportTable[] {
  const t = (key: string) => reader.t(`reportsPage:${key}`);
  const care = report.period === 'monthly' ? [careTable(report, reader, percent)] : [];
  return [
    {
      title: t('performers.title'),
      head: [t('performers.person'), t('performers.completed')],
      body: report.top_performers.map((p) => [p.user_name, String(p.completed_tasks)]),
    },
    {
      title: t('skills.title'),
      head: [t('skills.skill'), t('skills.gap'), t('skills.required'), t('skills.uncovered')],
      body: report.skill_gaps.map((g) => [
        g.skill_name,
        percent(g.gap_percentage),
        String(g.required_tasks),
        String(g.uncovered_tasks),
      ]),
    },
    {
      title: t('projects.title'),
      head: [
        t('projects.name'),
        t('projects.status'),
        t('projects.progress'),
        t('projects.total'),
        t('projects.completed'),
        t('projects.overdue'),
      ],
      body: report.project_summary.map((p) => [
        p.name,
        t(`status.${p.status}`),
        percent(p.progress),
        String(p.total_tasks),
        String(p.completed_tasks),
        String(p.overdue_tasks),
      ]),
    },
    {
      title: t('signoffs.title'),
      head: [
        t('signoffs.project'),
        t('signoffs.phase'),
        t('signoffs.round'),
        t('signoffs.status'),
        t('signoffs.decidedAt'),
        t('signoffs.decidedBy'),
      ],
      body: report.signoffs.map((s) => [
        s.project_name,
        s.phase_name,
        String(s.round),
        t(`signoffs.statuses.${s.status}`),
        formatReportDate(s.decided_at, reader),
        s.decided_by_name,
      ]),
    },
    ...care,
  ];
}
