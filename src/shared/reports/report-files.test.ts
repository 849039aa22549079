import i18next from 'i18next';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { resources } from '../i18n/resources';
import type { Language } from '../i18n/config';
import type { Report } from '../schemas/reports';
import { buildReportCsv } from './report-csv';
import { reportFileName, type ReportReader } from './report-format';
import { buildReportPdf } from './report-pdf';

const i18n = i18next.createInstance();
await i18n.init({ resources, lng: 'es', fallbackLng: 'es', interpolation: { escapeValue: false } });
const reader = (language: Language): ReportReader => ({
  t: i18n.getFixedT(language),
  language,
  timeZone: 'Europe/Madrid',
});

const report: Report = {
  period: 'monthly',
  from: '2026-10-25T09:00:00.000Z',
  to: '2026-11-24T09:00:00.000Z',
  generated_at: '2026-11-24T09:00:00.000Z',
  agency_name: 'Agencia Ñandú',
  total_tasks: 37,
  completed_tasks: 21,
  overdue_tasks: 4,
  pending_tasks: 16,
  productivity_score: 57,
  team_efficiency: 81,
  top_performers: [
    { user_id: '11111111-1111-4111-8111-111111111111', user_name: 'Marta Núñez', completed_tasks: 12 },
    { user_id: '22222222-2222-4222-8222-222222222222', user_name: 'Olga Dueña', completed_tasks: 9 },
  ],
  skill_gaps: [{ skill_name: 'SEO', required_tasks: 6, uncovered_tasks: 3, gap_percentage: 50 }],
  project_summary: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Tienda de Ana',
      status: 'production',
      progress: 64,
      total_tasks: 30,
      completed_tasks: 19,
      overdue_tasks: 2,
    },
  ],
  signoffs: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      project_id: '33333333-3333-4333-8333-333333333333',
      project_name: 'Tienda de Ana',
      phase_name: 'Diseño',
      round: 2,
      status: 'accepted',
      decided_at: '2026-11-20T10:00:00.000Z',
      decided_by_name: 'Ana Peña',
    },
  ],
  care: [
    {
      project_id: '33333333-3333-4333-8333-333333333333',
      project_name: 'Tienda de Ana',
      site_url: 'https://tienda-ana.es/',
      availability: 99.5,
      incidents: 1,
      downtime_minutes: 25,
      certificate_days_left: 48,
      performance: 87,
      hours_used: 3.5,
      monthly_hours: 10,
    },
    {
      project_id: '55555555-5555-4555-8555-555555555555',
      project_name: 'Blog de Ana',
      site_url: 'http://blog-ana.es/',
      availability: null,
      incidents: 0,
      downtime_minutes: 0,
      certificate_days_left: null,
      performance: null,
      hours_used: 0,
      monthly_hours: null,
    },
  ],
};

describe('reportFileName', () => {
  it('names the file by period, language and the reader’s day', () => {
    const at = new Date('2026-11-24T23:30:00.000Z');
    expect(reportFileName('monthly', reader('es'), 'pdf', at)).toBe('informe-mensual-2026-11-25.pdf');
    expect(reportFileName('weekly', reader('en'), 'csv', at)).toBe('weekly-report-2026-11-25.csv');
    expect(reportFileName('monthly', { ...reader('pt'), timeZone: 'UTC' }, 'pdf', at)).toBe(
      'relatorio-mensal-2026-11-24.pdf',
    );
  });
});

// jsPDF and PDF.js load cold in this test: on a busy machine that takes seconds.
describe('buildReportPdf', { timeout: 30_000 }, () => {
  it('holds the agency, the period, every figure and the tables, in the reader’s language', async () => {
    const text = await pdfText(await buildReportPdf(report, reader('es')));
    for (const part of [
      'Agencia Ñandú',
      'Informe mensual',
      'Periodo: del 25 oct 2026 al 24 nov 2026',
      'Tareas totales',
      '37',
      '21',
      'Productividad',
      '57 %',
      'Eficiencia del equipo',
      '81 %',
      'Estado de las tareas',
      'Marta Núñez',
      'SEO',
      '50 %',
      'Tienda de Ana',
      'En producción',
      'Aprobaciones de fases',
      'Ana Peña',
      'Aceptada',
      'Mantenimiento de webs',
      'https://tienda-ana.es/',
      '99.5 %',
      'Minutos sin servicio',
    ]) {
      expect(text).toContain(part);
    }
    const english = await pdfText(await buildReportPdf({ ...report, skill_gaps: [] }, reader('en')));
    expect(english).toContain('Monthly report');
    expect(english).toContain('57%');
    expect(english).toContain('No data in this period.');
  });
});

describe('buildReportCsv', () => {
  it('writes each section as rows, with plain numbers', async () => {
    const csv = await buildReportCsv(report, reader('pt'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1)).data;
    expect(rows[0]).toEqual(['Relatório mensal', 'Agencia Ñandú']);
    expect(rows).toContainEqual(['Total de tarefas', '37']);
    expect(rows).toContainEqual(['Concluídas', '21']);
    expect(rows).toContainEqual(['Produtividade', '57']);
    expect(rows).toContainEqual(['Eficiência da equipe', '81']);
    expect(rows).toContainEqual(['Marta Núñez', '12']);
    expect(rows).toContainEqual(['SEO', '50', '6', '3']);
    expect(rows).toContainEqual(['Tienda de Ana', 'Em produção', '64', '30', '19', '2']);
    expect(rows).toContainEqual(['Tienda de Ana', 'Diseño', '2', 'Aceita', '20 de nov. de 2026', 'Ana Peña']);
    expect(rows).toContainEqual(['Manutenção de sites']);
    expect(rows).toContainEqual([
      'Tienda de Ana',
      'https://tienda-ana.es/',
      '99.5',
      '1',
      '25',
      '48',
      '87',
      '3.5',
      '10',
    ]);
    expect(rows).toContainEqual(['Blog de Ana', 'http://blog-ana.es/', '—', '0', '0', '—', '—', '0', '—']);
    const weekly = Papa.parse<string[]>(
      (await buildReportCsv({ ...report, period: 'weekly' }, reader('pt'))).slice(1),
    ).data;
    expect(weekly).not.toContainEqual(['Manutenção de sites']);
  });
});
