// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '@/shared/schemas/reports';
import { TestProviders } from '@/web/lib/test-providers';
import { ReportSignoffs } from './report-signoffs';

const PROJECT = '3c9a1f2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

function reportWith(signoffs: Report['signoffs']) {
  return { signoffs } as Report;
}

function show(report: Report) {
  const router = createMemoryRouter([{ path: '/', element: <ReportSignoffs report={report} /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ReportSignoffs: the phase sign-offs of the period', () => {
  afterEach(cleanup);

  it('lists each decision with its project, phase, round and who decided', () => {
    show(
      reportWith([
        {
          id: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
          project_id: PROJECT,
          project_name: 'Tienda de Lucía',
          phase_name: 'UI Design',
          round: 2,
          status: 'accepted',
          decided_at: '2026-11-20T10:00:00.000Z',
          decided_by_name: 'Lucía Pérez',
        },
        {
          id: '6c2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e',
          project_id: PROJECT,
          project_name: 'Tienda de Lucía',
          phase_name: 'Maquetado',
          round: 1,
          status: 'changes_requested',
          decided_at: '2026-11-21T10:00:00.000Z',
          decided_by_name: 'Lucía Pérez',
        },
      ]),
    );
    const table = screen.getByTestId('report-signoffs');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('UI Design');
    expect(rows[0]!.textContent).toContain('Aceptada');
    expect(rows[1]!.textContent).toContain('Cambios solicitados');
    expect(within(rows[0]!).getByRole('link', { name: 'Tienda de Lucía' }).getAttribute('href')).toBe(
      `/proyectos/detalle/${PROJECT}`,
    );
    expect(screen.getByRole('region', { name: 'Aprobaciones de fases' })).toBeTruthy();
  });

  it('says so when no phase was decided in the period', () => {
    show(reportWith([]));
    expect(
      screen.getByText('Ninguna fase se aceptó ni se devolvió con cambios en este periodo.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('report-signoffs')).toBeNull();
  });
});
