// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteCare } from '@/shared/schemas/site-care';
import { TestProviders } from '@/web/lib/test-providers';
import { buildSiteCare } from '../lib/test-site-care';
import { CertificatePanel } from './certificate-panel';
import { PlanPanel } from './plan-panel';
import { SetupNotice } from './setup-notice';
import { SpeedPanel } from './speed-panel';
import { UptimePanel } from './uptime-panel';

const show = (node: ReactNode) => render(<TestProviders>{node}</TestProviders>);
const admin = { configure: true, log_hours: true };
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

afterEach(cleanup);

describe('uptime', () => {
  it('says the site is up, with the last answer and the 30-day availability', () => {
    show(<UptimePanel care={buildSiteCare()} />);
    const panel = screen.getByTestId('site-care-uptime');
    expect(within(panel).getByText('Operativo')).toBeTruthy();
    expect(text(panel)).toContain('HTTP 200 · 182 ms');
    expect(text(panel)).toContain('99,5 %');
    expect(within(panel).getByText('Sin incidencias en los últimos 30 días.')).toBeTruthy();
  });

  it('says since when it is down, and lists the open incident first with its cause in words', () => {
    const care = buildSiteCare({
      status: 'down',
      last_check: {
        at: '2026-11-20T10:05:00.000Z',
        ok: false,
        status_code: null,
        response_ms: null,
        error: 'timeout',
      },
      incidents: [
        {
          id: '0b6f2a9e-1c3d-4e5f-8a7b-9c0d1e2f3a4b',
          started_at: '2026-11-18T08:00:00.000Z',
          ended_at: '2026-11-18T08:13:00.000Z',
          cause: 'HTTP 503',
        },
        {
          id: '1c7a3b0f-2d4e-4f6a-9b8c-0d1e2f3a4b5c',
          started_at: '2026-11-20T10:00:00.000Z',
          ended_at: null,
          cause: 'timeout',
        },
      ],
    });
    show(<UptimePanel care={care} />);
    const panel = screen.getByTestId('site-care-uptime');
    expect(within(panel).getByText('Caído')).toBeTruthy();
    expect(within(panel).getByText(/^Caído desde el /)).toBeTruthy();
    expect(within(panel).getAllByText('No respondió en 10 segundos', { exact: false }).length).toBe(2);
    const [first, second] = within(panel).getAllByTestId('site-incident');
    expect(within(first!).getByText('Abierta')).toBeTruthy();
    expect(text(first!)).toMatch(/En curso desde hace/);
    expect(within(second!).getByText('Resuelta')).toBeTruthy();
    expect(text(second!)).toContain('Duró 13 min · HTTP 503');
  });

  it('offers the daily figures as a table for screen readers', () => {
    show(<UptimePanel care={buildSiteCare()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Ver tabla/ }));
    const table = screen.getByRole('table', { name: 'Disponibilidad y tiempo de respuesta por día' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(text(table)).toContain('20/11/2026');
    expect(text(table)).toContain('190 ms');
  });
});

describe('certificate', () => {
  const withDays = (days_left: number, valid = true): SiteCare =>
    buildSiteCare({
      certificate: {
        checked_at: '2026-11-20T10:00:00.000Z',
        expires_at: '2026-12-05T10:00:00.000Z',
        days_left,
        issuer: 'R11',
        valid,
        error: valid ? null : 'self-signed certificate',
      },
    });

  it('warns at 21 days left and asks to renew now at 7', () => {
    show(<CertificatePanel care={withDays(15)} />);
    expect(screen.getByText('Caduca en 15 días')).toBeTruthy();
    expect(screen.getByText('Hay que renovarlo pronto.')).toBeTruthy();
    cleanup();
    show(<CertificatePanel care={withDays(7)} />);
    expect(screen.getByText('Renuévalo ya.')).toBeTruthy();
    cleanup();
    show(<CertificatePanel care={withDays(60)} />);
    expect(screen.getByText('Caduca en 60 días')).toBeTruthy();
    expect(screen.queryByText('Hay que renovarlo pronto.')).toBeNull();
    expect(screen.getByText('R11')).toBeTruthy();
  });

  it('says «No válido» when browsers would not trust it, and nothing for an http site', () => {
    show(<CertificatePanel care={withDays(60, false)} />);
    expect(screen.getByText('No válido')).toBeTruthy();
    cleanup();
    show(<CertificatePanel care={buildSiteCare({ site_url: 'http://tienda.example', certificate: null })} />);
    expect(screen.getByText('El sitio no usa HTTPS, así que no tiene certificado.')).toBeTruthy();
  });
});

describe('speed', () => {
  it('tells an admin how to turn it on, and a client only that it is off', () => {
    show(<SpeedPanel care={buildSiteCare({ can: admin })} />);
    expect(screen.getByText('PAGESPEED_API_KEY')).toBeTruthy();
    cleanup();
    show(<SpeedPanel care={buildSiteCare()} />);
    expect(screen.getByText('La medición de velocidad todavía no está activada.')).toBeTruthy();
    expect(screen.queryByText('PAGESPEED_API_KEY')).toBeNull();
  });

  it('rates the latest run in words, with web.dev thresholds', () => {
    const runs = [
      { at: '2026-11-06T06:00:00.000Z', performance: 72, lcp_ms: 3900, cls: 0.2, inp_ms: 260 },
      { at: '2026-11-13T06:00:00.000Z', performance: 93, lcp_ms: 2100, cls: 0.3, inp_ms: 300 },
    ];
    show(<SpeedPanel care={buildSiteCare({ speed: { enabled: true, runs } })} />);
    const vitals = screen.getByRole('list', { name: 'Métricas de la última medición' });
    const [lcp, cls, inp] = within(vitals).getAllByRole('listitem');
    expect(text(lcp!)).toContain('2,1 s');
    expect(within(lcp!).getByText('Bien')).toBeTruthy();
    expect(within(cls!).getByText('Mal')).toBeTruthy();
    expect(within(inp!).getByText('Mejorable')).toBeTruthy();
    expect(screen.getByText('De 72 a 93 en las últimas 2 mediciones.')).toBeTruthy();
  });
});

describe('care plan', () => {
  const entry = {
    id: '2d8b4c1a-3e5f-4a6b-8c9d-1e2f3a4b5c6d',
    date: '2026-11-19',
    hours: 2.5,
    note: 'Actualización de plugins',
    logged_by: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana de Websy' },
    can: { delete: true },
  };
  const withPlan = (used: number, can = admin) =>
    buildSiteCare({
      can,
      plan: {
        monthly_hours: 10,
        month: '2026-11',
        used_hours: used,
        left_hours: 10 - used,
        entries: used ? [{ ...entry, can: { delete: can.log_hours } }] : [],
      },
    });
  const panel = (care: SiteCare, onDelete = vi.fn(), onMonth = vi.fn()) =>
    show(
      <PlanPanel
        care={care}
        atCurrentMonth
        switching={false}
        onMonth={onMonth}
        onLog={vi.fn()}
        onDelete={onDelete}
      />,
    );

  it('shows the hours used and left, the bar and the month’s entries', () => {
    const onDelete = vi.fn();
    panel(withPlan(2.5), onDelete);
    expect(screen.getByTestId('care-hours-left').textContent).toBe('7,5 h restantes');
    expect(screen.getByText('2,5 h usadas de 10 h')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Noviembre de 2026', { exact: false, ignore: 'script' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar 2,5 h del 19/11/2026' }));
    expect(onDelete).toHaveBeenCalledWith(entry);
  });

  it('says clearly when the month went over the plan', () => {
    panel(withPlan(12));
    expect(screen.getByTestId('care-hours-left').textContent).toBe('2 h por encima del plan');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('moves between months; the current one has no next', () => {
    const onMonth = vi.fn();
    panel(withPlan(0), vi.fn(), onMonth);
    expect(screen.getByText('No hay horas registradas en noviembre de 2026.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mes siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(onMonth).toHaveBeenCalledWith(-1);
  });

  it('gives a client, whose entries the server says may not be deleted, no buttons', () => {
    panel(withPlan(2.5, { configure: false, log_hours: false }));
    expect(screen.queryByRole('button', { name: 'Registrar horas' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
  });
});

describe('before care starts', () => {
  const off = (can = admin) => buildSiteCare({ monitoring: false, site_url: null, status: 'unknown', can });

  it('tells an admin how to start, and a client that it starts once the site is live', () => {
    show(<SetupNotice care={off()} projectStatus="development" />);
    expect(screen.getByText('El cuidado empieza cuando el proyecto pase a producción.')).toBeTruthy();
    cleanup();
    show(<SetupNotice care={off()} projectStatus="production" />);
    expect(screen.getByText('Falta la dirección del sitio para empezar a vigilarlo.')).toBeTruthy();
    cleanup();
    show(<SetupNotice care={off({ configure: false, log_hours: false })} projectStatus="production" />);
    expect(screen.getByText(/El cuidado de tu sitio empieza cuando esté publicado/)).toBeTruthy();
  });
});
