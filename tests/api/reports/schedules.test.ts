import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules } from '../../../src/server/db/schema/report-schedules';
import { sendScheduledReports } from '../../../src/server/jobs/scheduled-reports';
import { buildProject, buildTask } from '../../support/factories';
import { pdfText } from '../../support/pdf-text';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** Scheduled reports (decision 0029): admins manage them; the job mails each due one once, as a PDF. */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let client: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  client = await signUpUser(app, { name: 'Cliente Curioso' });
  const project = await buildProject(client.http, { name: 'Web de la panadería' });
  await admin.http.post(`/api/projects/${project.id}/approve`, {});
  await buildTask(admin.http, project.id, { title: 'Maquetar la portada' });
  const done = await buildTask(admin.http, project.id, { title: 'Elegir tipografía' });
  await admin.http.post(`/api/tasks/${done.id}/complete`, {});
});
afterAll(async () => {
  await app?.close();
});

/** The PDF attached to a caught message (base64 MIME part). */
function attachedPdf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  expect(part, 'a PDF attachment').not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
}

describe('report schedules', () => {
  it('lets an admin create, list and delete them, and nobody else', async () => {
    const body = { period: 'weekly', recipients: ['Jefa@Agencia.example'], language: 'es' };
    const created = await admin.http.post('/api/report-schedules', body);
    expect(created.status, created.text).toBe(201);
    const schedule = created.json.schedule;
    expect(schedule).toMatchObject({
      period: 'weekly',
      recipients: ['jefa@agencia.example'],
      last_sent_at: null,
    });
    const next = new Date(schedule.next_run_at);
    expect(next.getUTCHours()).toBe(7);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    const listed = await admin.http.get('/api/report-schedules');
    expect(listed.json.schedules.map((s: { id: string }) => s.id)).toContain(schedule.id);

    expect((await client.http.get('/api/report-schedules')).status).toBe(403);
    expect((await client.http.post('/api/report-schedules', body)).status).toBe(403);
    expect((await client.http.delete(`/api/report-schedules/${schedule.id}`)).status).toBe(403);
    expect((await app.client().get('/api/report-schedules')).status).toBe(401);

    const tooMany = Array.from({ length: 21 }, (_, i) => `p${i}@agencia.example`);
    expect((await admin.http.post('/api/report-schedules', { ...body, recipients: tooMany })).status).toBe(
      400,
    );
    expect((await admin.http.post('/api/report-schedules', { ...body, recipients: [] })).status).toBe(400);
    expect(
      (await admin.http.post('/api/report-schedules', { ...body, recipients: ['no-es-correo'] })).status,
    ).toBe(400);

    expect((await admin.http.delete(`/api/report-schedules/${schedule.id}`)).status).toBe(204);
    expect((await admin.http.delete(`/api/report-schedules/${schedule.id}`)).status).toBe(404);
  });

  it('lets an admin edit, pause and resume one; a paused one is not mailed', async () => {
    const created = await admin.http.post('/api/report-schedules', {
      period: 'weekly',
      recipients: ['uno@agencia.example'],
      language: 'es',
    });
    const schedule = created.json.schedule;
    expect(schedule.enabled).toBe(true);
    const url = `/api/report-schedules/${schedule.id}`;

    const edited = await admin.http.patch(url, {
      period: 'monthly',
      recipients: ['Dos@Agencia.example', 'tres@agencia.example'],
      language: 'pt',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.schedule).toMatchObject({
      id: schedule.id,
      period: 'monthly',
      recipients: ['dos@agencia.example', 'tres@agencia.example'],
      language: 'pt',
      enabled: true,
      next_run_at: schedule.next_run_at,
    });

    // Bad edits: nothing to change, bad or too many addresses, repeated ones, unknown period.
    for (const body of [
      {},
      { recipients: [] },
      { recipients: ['no-es-correo'] },
      { recipients: ['a@agencia.example', 'A@agencia.example'] },
      { recipients: Array.from({ length: 21 }, (_, i) => `p${i}@agencia.example`) },
      { period: 'daily' },
      { enabled: 'no' },
    ]) {
      const refused = await admin.http.patch(url, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.error.code).toBe('VALIDATION');
    }
    expect((await client.http.patch(url, { enabled: false })).status).toBe(403);
    expect((await app.client().patch(url, { enabled: false })).status).toBe(401);
    expect(
      (
        await admin.http.patch('/api/report-schedules/00000000-0000-4000-8000-000000000000', {
          enabled: false,
        })
      ).status,
    ).toBe(404);

    // Paused and due: the job skips it.
    const paused = await admin.http.patch(url, { enabled: false });
    expect(paused.json.schedule.enabled).toBe(false);
    expect((await admin.http.get('/api/report-schedules')).json.schedules).toContainEqual(
      expect.objectContaining({ id: schedule.id, enabled: false }),
    );
    await app.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, schedule.id));
    const { mailer, logger } = app.server.deps;
    expect((await sendScheduledReports(app.db, mailer, 'Websy', logger)).mailed).toBe(0);
    expect(app.mail.messages.filter((m) => m.to.includes('dos@agencia.example'))).toHaveLength(0);

    // Resumed: the run missed while paused is not sent; the next one is the next 07:00 UTC.
    const resumed = await admin.http.patch(url, { enabled: true });
    expect(resumed.status).toBe(200);
    const next = new Date(resumed.json.schedule.next_run_at);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCHours()).toBe(7);
    expect((await sendScheduledReports(app.db, mailer, 'Websy', logger)).mailed).toBe(0);

    expect((await admin.http.delete(url)).status).toBe(204);
    expect((await admin.http.patch(url, { enabled: true })).status).toBe(404);
  });

  it('mails a due report once, with the PDF holding the figures, even with two runs at once', async () => {
    const recipients = ['direccion@agencia.example', 'socios@agencia.example'];
    const created = await admin.http.post('/api/report-schedules', {
      period: 'monthly',
      recipients,
      language: 'en',
    });
    const id = created.json.schedule.id as string;
    await app.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, id));
    const figures = (await admin.http.get('/api/reports?period=monthly')).json;
    expect(figures.total_tasks).toBeGreaterThan(0);

    const { mailer, logger } = app.server.deps;
    const runs = await Promise.all([
      sendScheduledReports(app.db, mailer, 'Websy', logger),
      sendScheduledReports(app.db, mailer, 'Websy', logger),
    ]);
    expect(runs.reduce((sum, r) => sum + r.mailed, 0)).toBe(2);
    for (const to of recipients) {
      const mail = await app.mail.waitFor(to);
      expect(app.mail.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect(mail.subject).toBe('Monthly report from Websy');
      expect(mail.raw).toMatch(/filename="?monthly-report-\d{4}-\d{2}-\d{2}\.pdf/);
      const text = await pdfText(attachedPdf(mail.raw));
      expect(text).toContain('Monthly report');
      expect(text).toContain(`Total tasks ${figures.total_tasks}`);
      expect(text).toContain(`Completed ${figures.completed_tasks}`);
      expect(text).toContain(`Productivity ${figures.productivity_score}%`);
      expect(text).toContain('Web de la panadería');
    }
    const [row] = await app.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(row!.lastSentAt).not.toBeNull();
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(Date.now());

    // Not due any more: a third run sends nothing.
    expect((await sendScheduledReports(app.db, mailer, 'Websy', logger)).mailed).toBe(0);
  });
});
