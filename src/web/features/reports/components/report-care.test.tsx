// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '@/shared/schemas/reports';
import { careReportSectionSchema, type CareReportSection } from '@/shared/schemas/site-care';
import { TestProviders } from '@/web/lib/test-providers';
import { ReportCare } from './report-care';

const PROJECT = '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

function row(overrides: Partial<CareReportSection> = {}): CareReportSection {
  return careReportSectionSchema.parse({
    project_id: PROJECT,
    project_name: 'Tienda de Lucía',
    site_url: 'https://tienda-lucia.example',
    availability: 99.86,
    incidents: 2,
    downtime_minutes: 45,
    certificate_days_left: 12,
    performance: 91,
    hours_used: 7.5,
    monthly_hours: 10,
    ...overrides,
  });
}

function show(care: CareReportSection[], period: Report['period'] = 'monthly') {
  const report = { care, period } as Report;
  const router = createMemoryRouter([{ path: '/', element: <ReportCare report={report} /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('ReportCare: the site care of the projects in care', () => {
  afterEach(cleanup);

  it('lists availability, incidents, downtime, certificate, speed and hours per project', () => {
    show([
      row(),
      row({
        project_id: '4d0b2a3f-5c6e-4f7a-9b8c-0d1e2f3a4b5c',
        project_name: 'Clínica Sonrisas',
        site_url: 'http://clinica.example',
        availability: null,
        incidents: 0,
        downtime_minutes: 0,
        certificate_days_left: null,
        performance: null,
        hours_used: 0,
        monthly_hours: null,
      }),
    ]);
    const table = screen.getByTestId('report-care');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Tienda de Lucía' }).getAttribute('href')).toBe(
      `/proyectos/detalle/${PROJECT}`,
    );
    expect(text(first!)).toContain('99,86 %');
    expect(text(first!)).toContain('45 min');
    expect(text(first!)).toContain('12 días');
    expect(text(first!)).toContain('91');
    expect(text(first!)).toContain('7,5 h / 10 h');
    expect(text(second!)).toContain('0 h / sin plan');
    // The phone's cards carry the same figures.
    const cards = within(screen.getByTestId('report-care-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(text(cards[0]!)).toContain('Incidencias2');
  });

  it('says so when no project is in care', () => {
    show([]);
    expect(screen.getByText('Ningún proyecto tiene el cuidado del sitio activo.')).toBeTruthy();
  });

  it('is not part of a weekly report', () => {
    show([row()], 'weekly');
    expect(screen.queryByText('Cuidado del sitio')).toBeNull();
  });
});
