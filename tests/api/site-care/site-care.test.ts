import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careHours,
  siteCertificates,
  siteChecks,
  siteIncidents,
  siteSpeedRuns,
} from '../../../src/server/db/schema/site-care';
import { translator } from '../../../src/server/lib/i18n';
import { buildReportCsv } from '../../../src/shared/reports/report-csv';
import { buildReportPdf } from '../../../src/shared/reports/report-pdf';
import type { Report } from '../../../src/shared/schemas/reports';
import { dateOnlyIn } from '../../../src/shared/domain/calendar';
import { buildProject } from '../../support/factories';
import { pdfText } from '../../support/pdf-text';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';
import { projectInCare } from './support';

/**
 * Site care's endpoints (decision 0057) on a portal that allows only public addresses and has no
 * PageSpeed key: settings and the address rule, the 30-day figures read from stored checks, the
 * care plan's months, who may do what, and the monthly report's section in JSON, CSV and PDF.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
const PUBLIC_SITE = 'https://93.184.216.34/';
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Ana Cliente' });
  b = await signUpUser(app, { name: 'Bruno Cliente' });
});
afterAll(async () => {
  await app?.close();
});

describe('site care settings', () => {
  it('starts unwatched, with speed runs off without a PageSpeed key', async () => {
    const project = await buildProject(a.http);
    const res = await a.http.get(`/api/projects/${project.id}/site-care`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.care).toMatchObject({
      project_id: project.id,
      site_url: null,
      monitoring: false,
      status: 'unknown',
      last_check: null,
      availability_30d: null,
      incidents: [],
      certificate: null,
      speed: { enabled: false, runs: [] },
      plan: { monthly_hours: null, used_hours: 0, left_hours: null, entries: [] },
      can: { configure: false, log_hours: false },
    });
    expect(res.json.care.plan.month).toBe(dateOnlyIn(new Date(), 'Europe/Madrid').slice(0, 7));
    expect((await admin.http.get(`/api/projects/${project.id}/site-care`)).json.care.can).toEqual({
      configure: true,
      log_hours: true,
    });
    expect((await b.http.get(`/api/projects/${project.id}/site-care`)).status).toBe(404);
  });

  it('refuses a private or loopback address with a clear message, in the caller’s language', async () => {
    const project = await buildProject(a.http);
    for (const site_url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://10.0.0.5/',
      'http://[::1]/',
    ]) {
      const res = await admin.http.put(`/api/projects/${project.id}/site-care`, {
        site_url,
        monthly_hours: 10,
      });
      expect(res.status, site_url).toBe(400);
      expect(res.json.error.details).toEqual([
        {
          path: 'site_url',
          message: 'Esa dirección apunta a una red privada o local: el portal solo vigila webs públicas.',
        },
      ]);
    }
    const english = await admin.http.request(
      'PUT',
      `/api/projects/${project.id}/site-care`,
      {
        site_url: 'http://192.168.1.10/',
        monthly_hours: null,
      },
      { 'accept-language': 'en' },
    );
    expect(english.json.error.details[0].message).toBe(
      'That address points to a private or local network: the portal only watches public sites.',
    );
    const ftp = await admin.http.put(`/api/projects/${project.id}/site-care`, {
      site_url: 'ftp://a.es/',
      monthly_hours: null,
    });
    expect(ftp.status).toBe(400);
    expect(ftp.json.error.details[0].path).toBe('site_url');
    const steps = await admin.http.put(`/api/projects/${project.id}/site-care`, {
      site_url: null,
      monthly_hours: 2.3,
    });
    expect(steps.status).toBe(400);
    expect((await a.http.get(`/api/projects/${project.id}/site-care`)).json.care.site_url).toBeNull();
  });

  it('watches a public address once the project is in production; only admins change it', async () => {
    const project = await buildProject(a.http);
    await admin.http.post(`/api/projects/${project.id}/approve`, {});
    const saved = await admin.http.put(`/api/projects/${project.id}/site-care`, {
      site_url: PUBLIC_SITE,
      monthly_hours: 10,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.care).toMatchObject({
      site_url: PUBLIC_SITE,
      monitoring: false,
      plan: { monthly_hours: 10, left_hours: 10 },
    });
    await admin.http.patch(`/api/projects/${project.id}`, { status: 'production' });
    const read = await a.http.get(`/api/projects/${project.id}/site-care`);
    expect(read.json.care).toMatchObject({ monitoring: true, status: 'unknown' });
    const refused = await a.http.put(`/api/projects/${project.id}/site-care`, {
      site_url: null,
      monthly_hours: null,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Solo el equipo de la agencia puede hacer esto');
    expect((await a.http.post(`/api/projects/${project.id}/site-care/check`, {})).status).toBe(403);
  });

  it('refuses "check now" for a site not watched', async () => {
    const project = await buildProject(a.http);
    const res = await admin.http.post(`/api/projects/${project.id}/site-care/check`, {});
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'La web no se vigila: el proyecto debe estar en producción y tener la dirección de su web.',
    );
  });
});

describe('30 days of checks', () => {
  it('computes availability, daily points and incidents from the stored checks', async () => {
    const project = await projectInCare(admin.http, a.http, PUBLIC_SITE);
    const check = (at: Date, ok: boolean, responseMs: number | null) => ({
      projectId: project.id,
      at,
      ok,
      statusCode: ok ? 200 : 503,
      responseMs,
      error: null,
    });
    await app.db.insert(siteChecks).values([
      check(ago(3 * DAY), true, 100),
      check(ago(3 * DAY - 300_000), true, 300),
      check(ago(2 * DAY), false, null),
      check(ago(DAY), true, 200),
      // Outside the 30 days: not counted.
      check(ago(31 * DAY), false, null),
    ]);
    await app.db.insert(siteIncidents).values([
      { projectId: project.id, startedAt: ago(2 * DAY), endedAt: ago(2 * DAY - 600_000), cause: 'HTTP 503' },
      { projectId: project.id, startedAt: ago(40 * DAY), endedAt: ago(40 * DAY - 600_000), cause: 'timeout' },
    ]);
    const care = (await a.http.get(`/api/projects/${project.id}/site-care`)).json.care;
    expect(care.availability_30d).toBe(75);
    expect(care.status).toBe('up');
    expect(care.last_check).toMatchObject({ ok: true, status_code: 200, response_ms: 200 });
    expect(care.incidents).toEqual([
      expect.objectContaining({ cause: 'HTTP 503', ended_at: expect.any(String) }),
    ]);
    const days = care.daily as Array<{ day: string; availability: number; response_ms: number | null }>;
    expect(days).toHaveLength(3);
    expect(days.map((d) => d.availability)).toEqual([100, 0, 100]);
    expect(days[0]!.response_ms).toBe(200);
    expect(days[1]!.response_ms).toBeNull();
  });
});

describe('the care plan', () => {
  it('records hours per month of the agency’s calendar, with hours left (or over)', async () => {
    const project = await projectInCare(admin.http, a.http, PUBLIC_SITE, 4);
    const log = (date: string, hours: number, note: string) =>
      admin.http.post(`/api/projects/${project.id}/care-hours`, { date, hours, note });
    const first = await log('2026-11-30', 2.5, 'Actualización de plugins');
    expect(first.status, first.text).toBe(201);
    expect(first.json.entry).toMatchObject({
      date: '2026-11-30',
      hours: 2.5,
      note: 'Actualización de plugins',
      can: { delete: true },
    });
    expect(first.json.entry.logged_by).toEqual({ id: admin.id, name: expect.any(String) });
    await log('2026-11-02', 1.75, 'Copia de seguridad');
    await log('2026-12-01', 3, 'Cambio de textos');
    const november = (await a.http.get(`/api/projects/${project.id}/site-care?month=2026-11`)).json.care.plan;
    expect(november).toMatchObject({
      month: '2026-11',
      monthly_hours: 4,
      used_hours: 4.25,
      left_hours: -0.25,
    });
    expect(november.entries.map((e: { date: string }) => e.date)).toEqual(['2026-11-30', '2026-11-02']);
    expect(november.entries[0].can).toEqual({ delete: false });
    const december = (await a.http.get(`/api/projects/${project.id}/site-care?month=2026-12`)).json.care.plan;
    expect(december).toMatchObject({ used_hours: 3, left_hours: 1 });

    expect(
      (
        await a.http.post(`/api/projects/${project.id}/care-hours`, {
          date: '2026-11-03',
          hours: 1,
          note: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await admin.http.post(`/api/projects/${project.id}/care-hours`, {
          date: '2026-11-03',
          hours: 0.3,
          note: 'x',
        })
      ).status,
    ).toBe(400);
    expect((await a.http.get(`/api/projects/${project.id}/site-care?month=2026-13`)).status).toBe(400);

    const id = first.json.entry.id as string;
    expect((await a.http.delete(`/api/care-hours/${id}`)).status).toBe(403);
    expect((await admin.http.delete(`/api/care-hours/${id}`)).status).toBe(204);
    expect((await admin.http.delete(`/api/care-hours/${id}`)).status).toBe(404);
    const after = (await a.http.get(`/api/projects/${project.id}/site-care?month=2026-11`)).json.care.plan;
    expect(after).toMatchObject({ used_hours: 1.75, left_hours: 2.25 });
  });
});

describe('the monthly report', () => {
  const reader = (language: 'es' | 'en') => ({
    t: translator(language),
    language,
    timeZone: 'Europe/Madrid',
  });

  it('carries each watched site the reader may see: availability, incidents, downtime, certificate, speed and hours', async () => {
    const project = await projectInCare(admin.http, a.http, PUBLIC_SITE, 10);
    const other = await projectInCare(admin.http, b.http, 'https://93.184.216.35/', null);
    const checks = Array.from({ length: 10 }, (_, i) => ({
      projectId: project.id,
      at: ago((i + 1) * DAY),
      ok: i !== 4,
      statusCode: i !== 4 ? 200 : 500,
      responseMs: 150,
    }));
    await app.db.insert(siteChecks).values(checks);
    await app.db.insert(siteIncidents).values({
      projectId: project.id,
      startedAt: ago(5 * DAY),
      endedAt: ago(5 * DAY - 30 * 60_000),
      cause: 'HTTP 500',
    });
    await app.db.insert(siteCertificates).values({
      projectId: project.id,
      checkedAt: ago(DAY),
      expiresAt: new Date(Date.now() + 40.5 * DAY),
      issuer: "Let's Encrypt",
      valid: true,
      fingerprint: 'AA:BB',
    });
    await app.db.insert(siteSpeedRuns).values([
      { projectId: project.id, at: ago(14 * DAY), performance: 71 },
      { projectId: project.id, at: ago(7 * DAY), performance: 88, lcpMs: 2100, cls: 0.03, inpMs: 120 },
    ]);
    const today = dateOnlyIn(new Date(), 'Europe/Madrid');
    await app.db.insert(careHours).values([
      { projectId: project.id, date: today, hours: 2.5, note: 'Revisión', loggedBy: admin.id },
      { projectId: project.id, date: '2020-01-01', hours: 8, note: 'Antigua', loggedBy: admin.id },
    ]);

    const monthly = (await a.http.get('/api/reports?period=monthly')).json as Report;
    const mine = monthly.care.filter((c) => c.project_id === project.id);
    expect(mine).toEqual([
      {
        project_id: project.id,
        project_name: project.name,
        site_url: PUBLIC_SITE,
        availability: 90,
        incidents: 1,
        downtime_minutes: 30,
        certificate_days_left: 40,
        performance: 88,
        hours_used: 2.5,
        monthly_hours: 10,
      },
    ]);
    expect(monthly.care.map((c) => c.project_id)).not.toContain(other.id);
    const agency = (await admin.http.get('/api/reports?period=monthly')).json as Report;
    expect(agency.care.find((c) => c.project_id === other.id)).toMatchObject({
      availability: null,
      monthly_hours: null,
    });
    expect(((await a.http.get('/api/reports?period=weekly')).json as Report).care).toEqual([]);

    const csv = await buildReportCsv(monthly, reader('es'));
    expect(csv).toContain('Mantenimiento de webs');
    expect(csv).toContain(`${project.name},${PUBLIC_SITE},90,1,30,40,88,2.5,10`);
    const pdf = await pdfText(await buildReportPdf(monthly, reader('en')));
    expect(pdf).toContain('Site care');
    expect(pdf).toContain(project.name);
    expect(pdf).toContain('90%');
  }, 30_000);
});
