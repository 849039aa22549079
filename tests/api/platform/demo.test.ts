import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../src/server/demo/seed-demo';
import { runSiteChecks } from '../../../src/server/jobs/site-checks';
import { produceMissingReceipts } from '../../../src/server/modules/signoffs/produce-receipt';
import { OWNER, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('npm run demo', () => {
  it('fills an empty database with a living agency, once', async () => {
    const { auth, webhooks } = app.server.deps;
    const result = await seedDemo(app.db, auth, OWNER.email, app.server.deps.files, webhooks);
    expect(result.seeded).toBe(true);
    expect(result.clients).toHaveLength(3);
    expect((await seedDemo(app.db, app.server.deps.auth, OWNER.email)).seeded).toBe(false);

    const client = app.client();
    expect(
      (
        await client.post('/api/auth/sign-in/email', {
          email: 'lucia@cliente.demo',
          password: result.password,
        })
      ).status,
    ).toBe(200);
    const mine = await client.get('/api/projects?limit=50');
    expect(mine.json.total).toBe(4);
    const statuses = new Set(mine.json.projects.map((p: { approval_status: string }) => p.approval_status));
    expect(statuses).toEqual(new Set(['pending', 'approved', 'rejected']));
    const shop = mine.json.projects.find((p: { name: string }) => p.name === 'Tienda online Lucía');
    const detail = (await client.get(`/api/projects/${shop.id}`)).json.project;
    expect(detail.progress).toBe(50);
    expect(detail.fases).toHaveLength(6);
    expect(detail.progressHistory.length).toBeGreaterThanOrEqual(3);
    expect(detail.fases[0].comentarios).toHaveLength(1);
    // Files on the shop, stored through the file store like any upload (decision 0017).
    const files = (await client.get(`/api/projects/${shop.id}/files`)).json.files as {
      id: string;
      file_name: string;
      mime_type: string;
    }[];
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['logo-ceramica-lucia.png', 'image/png'],
      ['Briefing tienda online.pdf', 'application/pdf'],
    ]);
    const pdf = await client.get(`/api/files/${files[1]!.id}/download`);
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);

    const admin = app.client();
    await admin.post('/api/auth/sign-in/email', { email: 'marta@websy.demo', password: result.password });
    const all = await admin.get('/api/projects');
    expect(all.json.total).toBe(12);
    const byStatus = (await admin.get('/api/projects/stats')).json.by_status;
    expect(Object.values(byStatus).every((n) => (n as number) > 0)).toBe(true);
    expect((await admin.get('/api/tasks?limit=200')).json.total).toBeGreaterThan(50);

    // Billing: Lucía's invoices, paid ones and the latest of her unfinished shop still pending.
    const invoices = (await client.get('/api/payments?limit=50')).json.payments as {
      status: string;
      project_name: string;
    }[];
    expect(invoices.filter((p) => p.status === 'paid').length).toBeGreaterThan(0);
    // Billing: the shop's latest invoice and its accepted phase's milestone are still pending.
    expect(invoices.filter((p) => p.status === 'pending').map((p) => p.project_name)).toEqual([
      'Tienda online Lucía',
      'Tienda online Lucía',
    ]);
    // Phase sign-offs (decision 0053): one accepted with its milestone invoice (its receipt made
    // by the receipts job), one waiting for Lucía.
    expect(await produceMissingReceipts(app.server.deps)).toBe(1);
    const signoffs = (await client.get(`/api/projects/${shop.id}/signoffs`)).json as {
      status: string;
      digest: string | null;
      receipt_file_id: string | null;
      payment_id: string | null;
      can: { decide: boolean };
    }[];
    expect(signoffs.map((s) => s.status)).toEqual(['submitted', 'accepted']);
    expect(signoffs[0]!.can.decide).toBe(true);
    expect(signoffs[1]).toMatchObject({
      receipt_file_id: expect.any(String),
      payment_id: expect.any(String),
    });
    const digest = signoffs[1]!.digest!;
    expect((await app.client().get(`/api/signoffs/verify/${digest}`)).json.status).toBe('valid');
    // A past "view as client" (decision 0054): Lucía sees when Marta looked at her portal.
    expect((await client.get('/api/me/portal-views')).json.views).toEqual([
      expect.objectContaining({ admin_name: 'Marta Ruiz', duration_seconds: 380 }),
    ]);
    // Site care (decision 0057): her recipes blog is watched, with a month of history, one closed
    // incident, 8 weekly speed runs and a 10-hour plan; its address exists nowhere, so the checks
    // leave it alone.
    const blog = mine.json.projects.find((p: { name: string }) => p.name === 'Blog de recetas');
    const care = (await client.get(`/api/projects/${blog.id}/site-care`)).json.care;
    expect(care).toMatchObject({ monitoring: true, status: 'up', plan: { monthly_hours: 10 } });
    expect(care.availability_30d).toBeGreaterThan(99);
    expect(care.availability_30d).toBeLessThan(100);
    expect(care.incidents).toEqual([
      expect.objectContaining({ cause: 'HTTP 503', ended_at: expect.any(String) }),
    ]);
    expect(care.speed.runs).toHaveLength(8);
    expect(care.certificate).toMatchObject({ valid: true, days_left: 57 });
    const { db, logger, config } = app.server.deps;
    const run = await runSiteChecks({
      db,
      logger,
      outbound: config.outbound,
      pagespeed: config.integrations.pagespeed,
    });
    expect(run).toMatchObject({ checked: 0, certificates: 0 });
    // Signed webhooks (decision 0056): an ERP's endpoint an admin paused, with three weeks of
    // deliveries, and a CRM's the portal disabled after a day of failures; both disabled, so the
    // demo sends nothing.
    const hooks = (await admin.get('/api/webhooks/endpoints')).json.endpoints as {
      id: string;
      enabled: boolean;
      disabled_reason: string | null;
    }[];
    expect(hooks.map((h) => [h.enabled, h.disabled_reason])).toEqual([
      [false, 'failures'],
      [false, null],
    ]);
    const log = (await admin.get(`/api/webhooks/endpoints/${hooks[1]!.id}/deliveries?limit=100`)).json;
    expect(log.deliveries).toHaveLength(12);
    expect(log.deliveries.every((d: { status: string }) => d.status === 'succeeded')).toBe(true);
    const failed = (await admin.get(`/api/webhooks/endpoints/${hooks[0]!.id}/deliveries`)).json.deliveries;
    expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 8, error: 'timeout' })]);
    // Lucía's colleague collaborates on two of her projects, and sees none of her invoices.
    const colleague = app.client();
    await colleague.post('/api/auth/sign-in/email', {
      email: 'pablo@cliente.demo',
      password: result.password,
    });
    const shared = await colleague.get('/api/projects?limit=50');
    expect(shared.json.projects.map((p: { name: string }) => p.name).sort()).toEqual([
      'App de fidelización',
      'Tienda online Lucía',
    ]);
    expect((await colleague.get('/api/payments')).json.total).toBe(0);
    const members = (await client.get(`/api/projects/${shop.id}/members`)).json.members as { kind: string }[];
    expect(members.map((m) => m.kind).sort()).toEqual(['client', 'owner', 'staff']);
    // The shop's chat: the whole conversation in order, and Lucía has the last two to read.
    const chat = (await client.get(`/api/projects/${shop.id}/chat/messages`)).json;
    expect(chat.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(chat.messages[0].author.full_name).toBe('Marta Ruiz');
    expect((await client.get('/api/chat/unread')).json).toEqual({
      projects: [{ project_id: shop.id, unread: 2 }],
      total: 2,
    });
    // The built-in calendar: Lucía's calls and reviews, past and coming, with their attendees.
    const window = `from=${encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 30 * 86_400_000).toISOString())}`;
    const events = (await client.get(`/api/calendar/events?${window}`)).json.events as Array<{
      summary: string;
      start_at: string;
      attendees: unknown[];
    }>;
    expect(events.map((e) => e.summary)).toEqual([
      'Llamada de arranque · Tienda online Lucía',
      'Revisión del diseño de la tienda',
      'Revisión de sprint · Tienda online Lucía',
      'Kick-off · App de fidelización',
    ]);
    expect(events.filter((e) => Date.parse(e.start_at) > Date.now())).toHaveLength(2);
    expect(events.every((e) => e.attendees.length >= 2)).toBe(true);
    // The help centre: Lucía's saved articles and votes; the admins' stats rank what the demo read.
    const help = (await client.get('/api/help/state')).json;
    expect(help.bookmarks.sort()).toEqual(['billing-invoices', 'two-step-sign-in']);
    expect(help.votes['billing-invoices']).toBe('helpful');
    // Guided tours: Lucía finished the client welcome tour and her profile's; one is under way.
    const tours = (await client.get('/api/tutorials/progress')).json.progress;
    expect(
      tours
        .filter((p: { completed_at: string | null }) => p.completed_at)
        .map((p: { tour_id: string }) => p.tour_id)
        .sort(),
    ).toEqual(['client-welcome-tour', 'profile-page-tour']);
    const helpStats = (await admin.get('/api/help/stats')).json;
    expect(helpStats.most_viewed[0]).toMatchObject({ article_id: 'billing-invoices', views: 6 });
    expect(helpStats.least_helpful[0]).toMatchObject({ article_id: 'connection-problems', helpful: 0 });
    // Websy AI: the agency's knowledge base (the shop's entry is Lucía's to read) and her memory.
    const knowledge = (await client.get('/api/assistant/knowledge')).json.entries as { title: string }[];
    expect(knowledge.map((e) => e.title).sort()).toEqual([
      'Horario de soporte',
      'Pasarela de pago de la tienda',
      'Política de revisiones',
    ]);
    const memories = (await client.get('/api/assistant/memories')).json.memories;
    expect(memories).toHaveLength(1);
    expect(memories[0].key_topics).toContain('diseño');
    const revenue = (await admin.get('/api/analytics')).json.revenue_per_month as { amount: number }[];
    expect(revenue.filter((m) => m.amount > 0).length).toBeGreaterThan(3);
  });
});
