import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../support/authorization-matrix';
import {
  AMOUNT_A,
  AMOUNT_B,
  buildConsoleFixture,
  consoleBodyFor,
  consoleCases,
  type ConsoleFixture,
} from '../../support/authorization-matrix-console';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let f: ConsoleFixture;
beforeAll(async () => {
  app = await startTestApp();
  f = await buildConsoleFixture(app);
});
afterAll(async () => {
  await app?.close();
});

const principals: Principal[] = ['anonymous', 'clientA', 'clientB', 'admin'];
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

/** The issue-5 surface: admin console and client self-service. */
const CONSOLE_PATHS =
  /^\/api\/(users|invitations|tickets|payments|admin|analytics|team|workspace|staff|presence|sessions|api-tokens|webhooks)(\/|$)/;

describe(`console authorization matrix: ${consoleCases.length} endpoints × ${principals.length} principals`, () => {
  for (const c of consoleCases) {
    for (const who of principals) {
      it(`${c.method} ${c.name} as ${who} → ${c.expect[who]}`, async () => {
        const created = c.fresh ? await c.fresh(f) : '';
        const path = c.path(f, created);
        const body = consoleBodyFor(c, f, created);
        const principal = f.http[who];
        const res = c.isolated
          ? await app
              .client()
              .request(c.method, path, body, principal.cookieHeader ? { cookie: principal.cookieHeader } : {})
          : await principal.request(c.method, path, body);
        expect(res.status, res.text).toBe(c.expect[who]);
      });
    }
  }

  it('exercises every console operation of the OpenAPI document', async () => {
    const doc = (await app.client().get('/api/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => CONSOLE_PATHS.test(path))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect([...new Set(consoleCases.map((c) => c.op))].sort()).toEqual(documented.sort());
  });
});

describe('console rows stay with their owner', () => {
  it('a client changes no role — not even their own — and it stays unchanged', async () => {
    expect((await f.http.clientA.patch(`/api/users/${f.ids.a}/role`, { role: 'admin' })).status).toBe(403);
    expect((await f.http.clientA.patch(`/api/users/${f.ids.admin}/role`, { role: 'user' })).status).toBe(403);
    expect((await f.http.clientA.post(`/api/users/${f.ids.b}/deactivate`, {})).status).toBe(403);
    expect((await f.http.clientA.get('/api/me')).json.user.role).toBe('user');
    expect((await f.http.clientB.get('/api/me')).status).toBe(200);
    expect((await f.http.admin.get('/api/me')).json.user.role).toBe('admin');
  });

  it('an invitation lookup tells the address and role only', async () => {
    const res = await app.client().get(`/api/invitations/lookup?token=${f.invitation.token}`);
    expect(res.json).toEqual({ email: f.invitation.email, role: 'user' });
  });

  it('B’s ticket list never includes A’s tickets, whatever the filters', async () => {
    const own = (await f.http.clientB.get('/api/tickets?limit=100')).json;
    expect(ids(own.tickets)).toContain(f.ticketB);
    expect(ids(own.tickets)).not.toContain(f.ticketA);
    expect(own.tickets.every((t: { user_id: string }) => t.user_id === f.ids.b)).toBe(true);
    expect(own.total).toBe(own.tickets.length);
    const searched = (await f.http.clientB.get(`/api/tickets?search=${encodeURIComponent(f.ticketSubjectA)}`))
      .json;
    expect(searched).toMatchObject({ tickets: [], total: 0 });
    const assigned = (await f.http.clientB.get(`/api/tickets?assigned_to=${f.ids.admin}&limit=100`)).json;
    expect(assigned.tickets.every((t: { user_id: string }) => t.user_id === f.ids.b)).toBe(true);
    // Positive controls: A and the admin do see A's ticket and its replies.
    expect(ids((await f.http.clientA.get('/api/tickets?limit=100')).json.tickets)).toContain(f.ticketA);
    expect(ids((await f.http.admin.get('/api/tickets?limit=100')).json.tickets)).toEqual(
      expect.arrayContaining([f.ticketA, f.ticketB]),
    );
    expect(
      (await f.http.clientA.get(`/api/tickets/${f.ticketA}`)).json.ticket.replies.length,
    ).toBeGreaterThan(0);
  });

  it('B’s invoices and totals never include A’s', async () => {
    const own = (await f.http.clientB.get('/api/payments?limit=200')).json;
    expect(ids(own.payments)).toEqual([f.invoiceB]);
    expect(own.total).toBe(1);
    const filtered = (await f.http.clientB.get(`/api/payments?user_id=${f.ids.a}`)).json;
    expect(filtered).toMatchObject({ payments: [], total: 0 });

    const summary = (await f.http.clientB.get('/api/payments/summary')).json;
    expect(summary.totals).toEqual({ pending: AMOUNT_B, paid: 0, cancelled: 0, overdue: 0 });
    expect(summary.counts).toEqual({ pending: 1, paid: 0, cancelled: 0, overdue: 0 });
    const invoiced = summary.by_month.reduce(
      (sum: number, m: { invoiced: number; paid: number }) => sum + m.invoiced + m.paid,
      0,
    );
    expect(invoiced).toBe(AMOUNT_B);
    // The admin's view of B agrees with B's own.
    expect((await f.http.admin.get(`/api/payments/summary?user_id=${f.ids.b}`)).json).toEqual(summary);

    // Positive controls: A's invoice and amount are there for A and the admin.
    const ofA = (await f.http.clientA.get('/api/payments?limit=200')).json.payments as Array<{
      id: string;
      user_id: string;
    }>;
    expect(ids(ofA)).toContain(f.invoiceA);
    expect(ofA.every((p) => p.user_id === f.ids.a)).toBe(true);
    const totalA = (await f.http.clientA.get('/api/payments/summary')).json.totals;
    expect(totalA.pending).toBeGreaterThanOrEqual(AMOUNT_A);
    const everyone = (await f.http.admin.get('/api/payments/summary')).json.totals;
    expect(everyone.pending).toBeGreaterThanOrEqual(AMOUNT_A + AMOUNT_B);
  });

  it('B’s workspace shows none of A’s projects, tasks or activity', async () => {
    const ws = (await f.http.clientB.get('/api/workspace')).json;
    const projectsOf = (rows: Array<{ project_id: string }>) => rows.map((r) => r.project_id);
    expect(ids(ws.projects)).not.toContain(f.projectA);
    expect(projectsOf(ws.tasks_due)).not.toContain(f.projectA);
    expect(projectsOf(ws.activity)).not.toContain(f.projectA);
    expect(ws.tasks_due).toEqual([]);
    // Positive control: A's workspace has them.
    const mine = (await f.http.clientA.get('/api/workspace')).json;
    expect(ids(mine.projects)).toContain(f.projectA);
    expect(ids(mine.tasks_due)).toContain(f.taskDueA);
    expect(projectsOf(mine.activity)).toContain(f.projectA);
  });

  it('presence: a client sees themselves and the staff, never another client', async () => {
    const seenBy = async (who: Principal) =>
      ((await f.http[who].get('/api/presence')).json.presence as Array<{ user_id: string }>).map(
        (p) => p.user_id,
      );
    const byB = await seenBy('clientB');
    expect(byB).toContain(f.ids.b);
    expect(byB).toContain(f.ids.admin);
    expect(byB).not.toContain(f.ids.a);
    expect(await seenBy('admin')).toEqual(expect.arrayContaining([f.ids.a, f.ids.b]));
  });

  it('sessions: a client lists only their own', async () => {
    const mine = (await f.http.clientB.get('/api/sessions')).json.sessions as Array<{ current: boolean }>;
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    const ofA = (await f.http.clientA.get('/api/sessions')).json.sessions as Array<{ id: string }>;
    const ofB = (await f.http.clientB.get('/api/sessions')).json.sessions as Array<{ id: string }>;
    expect(ids(ofB).some((id) => ids(ofA).includes(id))).toBe(false);
  });

  it('an invoice is never moved onto another client’s project', async () => {
    const res = await f.http.admin.patch(`/api/payments/${f.invoiceA}`, { project_id: f.projectB });
    expect(res.status, res.text).toBe(400);
    expect((await f.http.admin.patch(`/api/payments/${f.invoiceA}`, { project_id: f.projectA })).status).toBe(
      200,
    );
    const ofA = (await f.http.clientA.get('/api/payments?limit=200')).json.payments.find(
      (p: { id: string }) => p.id === f.invoiceA,
    );
    expect(ofA.project_id).toBe(f.projectA);
  });

  it('an invitation to an address someone registered meanwhile promotes nobody', async () => {
    const email = `ocupada-${Date.now()}@example.com`;
    expect((await f.http.admin.post('/api/invitations', { email, role: 'admin' })).status).toBe(201);
    const token = /\/invite\?token=([\w-]+)/.exec((await app.mail.waitFor(email)).text)![1]!;
    const squatter = app.client();
    expect(
      (await squatter.post('/api/auth/sign-up/email', { email, password: 'squatter-pass-1', name: 'Ocupa' }))
        .status,
    ).toBe(200);
    const accepted = await app
      .client()
      .post('/api/invitations/accept', { token, full_name: 'Invitada', password: 'invitada-pass-1' });
    expect(accepted.status).toBe(409);
    expect((await squatter.get('/api/me')).json.user.role).toBe('user');
  });
});
