import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { payments } from '../../../src/server/db/schema/payments';
import { buildProject } from '../../support/factories';
import { databaseToday, signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const invoice = (userId: string, over: Record<string, unknown> = {}) => ({
  user_id: userId,
  concept: 'Diseño web',
  amount: 1200.5,
  currency: 'EUR',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  ...over,
});

describe('billing', () => {
  it('records a numbered invoice for a client, who sees and is told of it; marks it paid', async () => {
    const client = await signUpUser(app);
    const project = await buildProject(client.http);
    const res = await admin.http.post('/api/payments', invoice(client.id, { project_id: project.id }));
    expect(res.status).toBe(201);
    expect(res.json.payment).toMatchObject({
      number: expect.stringMatching(/^FAC-2026-\d{5}$/),
      amount: 1200.5,
      status: 'pending',
      project_name: project.name,
    });
    const mine = await client.http.get('/api/payments');
    expect(mine.json.payments.map((p: { id: string }) => p.id)).toEqual([res.json.payment.id]);
    const titles = (await app.db.select().from(notifications).where(eq(notifications.userId, client.id))).map(
      (n) => n.title,
    );
    expect(titles).toContain('Nueva factura');
    const paid = await admin.http.post(`/api/payments/${res.json.payment.id}/mark-paid`, {});
    expect(paid.json.payment).toMatchObject({ status: 'paid', overdue: false });
    expect((await admin.http.post(`/api/payments/${res.json.payment.id}/cancel`, {})).status).toBe(400);
  });

  it('numbers an invoice with the year of its issue date, not the year it is recorded in', async () => {
    const client = await signUpUser(app);
    const numberOf = async (issue_date: string, due_date: string) =>
      (await admin.http.post('/api/payments', invoice(client.id, { issue_date, due_date }))).json.payment
        .number as string;
    const late = await numberOf('2025-12-31', '2026-01-31');
    const early = await numberOf('2027-01-02', '2027-02-01');
    expect(late).toMatch(/^FAC-2025-\d{5}$/);
    expect(early).toMatch(/^FAC-2027-\d{5}$/);
    // One sequence across years: the numbers never repeat.
    expect(late.slice(-5)).not.toBe(early.slice(-5));
  });

  it('marks overdue by date, totals by status and month', async () => {
    const client = await signUpUser(app);
    await admin.http.post(
      '/api/payments',
      invoice(client.id, { issue_date: '2026-09-01', due_date: '2026-10-01', amount: 300 }),
    );
    // The server judges "overdue" and "this month" by the database's calendar.
    const today = await databaseToday(app);
    const future = await admin.http.post(
      '/api/payments',
      invoice(client.id, { issue_date: today, due_date: '2099-01-01', amount: 700 }),
    );
    await admin.http.post(`/api/payments/${future.json.payment.id}/cancel`, {});
    await admin.http.post(
      '/api/payments',
      invoice(client.id, { issue_date: today, due_date: '2099-01-01', amount: 100 }),
    );
    const overdue = await client.http.get('/api/payments?status=overdue');
    expect(
      overdue.json.payments.map((p: { amount: number; overdue: boolean }) => [p.amount, p.overdue]),
    ).toEqual([[300, true]]);
    const summary = await client.http.get('/api/payments/summary');
    expect(summary.json.totals).toEqual({ pending: 100, paid: 0, cancelled: 700, overdue: 300 });
    expect(summary.json.by_month).toHaveLength(12);
    const month = today.slice(0, 7);
    expect(summary.json.by_month.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      invoiced: 100,
      paid: 0,
    });
    expect(summary.json.by_month.at(-1).month).toBe(month);
  });

  it('keeps invoices to their client and their management to admins', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    const p = (await admin.http.post('/api/payments', invoice(a.id))).json.payment;
    expect((await b.http.get('/api/payments')).json.total).toBe(0);
    expect((await a.http.post('/api/payments', invoice(a.id))).status).toBe(403);
    expect((await a.http.post(`/api/payments/${p.id}/mark-paid`, {})).status).toBe(403);
    expect((await a.http.get(`/api/payments/summary?user_id=${b.id}`)).status).toBe(403);
    expect((await admin.http.post('/api/payments', invoice(a.id, { amount: -5 }))).status).toBe(400);
    expect((await admin.http.post('/api/payments', invoice(a.id, { due_date: '2026-10-01' }))).status).toBe(
      400,
    );
    const projectOfB = await buildProject(b.http);
    expect(
      (await admin.http.post('/api/payments', invoice(a.id, { project_id: projectOfB.id }))).status,
    ).toBe(400);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, p.id));
    expect(row!.status).toBe('pending');
  });
});
