import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import {
  sendDailySummaries,
  sendNotificationEmails,
  sendWeeklyReports,
} from '../../../src/server/jobs/notification-emails';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
const run = () => sendNotificationEmails(app.db, app.server.deps.mailer, app.baseUrl, app.server.deps.logger);

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

describe('e-mail copies of notifications', () => {
  it('mails the owner in their language when email_notifications is on, once', async () => {
    const client = await signUpUser(app, { name: 'Ana' });
    await client.http.put('/api/preferences', {
      preference_type: 'language',
      preference_key: 'language',
      preference_value: 'en',
    });
    const project = await buildProject(client.http, { name: 'Shop' });
    await admin.http.post(`/api/projects/${project.id}/approve`, {});
    await run();
    const mail = await app.mail.waitFor(client.email);
    expect(mail.subject).toBe('Project approved · Websy');
    expect(mail.text).toContain('Your project “Shop” has been approved.');
    expect(mail.text).toContain(`${app.baseUrl}/proyectos/detalle/${project.id}`);
    const before = app.mail.messages.length;
    await run();
    expect(app.mail.messages.length).toBe(before);
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(rows.every((r) => r.emailStatus === 'sent')).toBe(true);
  });

  it('skips recipients who turned e-mail off', async () => {
    const client = await signUpUser(app);
    await client.http.patch('/api/notification-settings', { email_notifications: false });
    const project = await buildProject(client.http);
    await admin.http.post(`/api/projects/${project.id}/reject`, {});
    await run();
    await new Promise((r) => setTimeout(r, 200));
    expect(app.mail.messages.some((m) => m.to.includes(client.email))).toBe(false);
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(rows.map((r) => r.emailStatus)).toEqual(['skipped']);
  });
});

describe('scheduled summaries', () => {
  it('sends the daily summary and weekly report only to users who turned them on', async () => {
    const on = await signUpUser(app);
    const off = await signUpUser(app);
    await on.http.patch('/api/notification-settings', {
      daily_summary: true,
      weekly_report: true,
      email_notifications: false,
    });
    const project = await buildProject(on.http, { name: 'Semanal' });
    await admin.http.post(`/api/projects/${project.id}/approve`, {});
    const offProject = await buildProject(off.http);
    await admin.http.post(`/api/projects/${offProject.id}/approve`, {});
    expect(await sendDailySummaries(app.db, app.server.deps.mailer, app.baseUrl)).toBe(1);
    const daily = await app.mail.waitFor(on.email);
    expect(daily.subject).toBe('Tu resumen diario de Websy');
    expect(daily.text).toContain('Proyecto aprobado');
    expect(await sendWeeklyReports(app.db, app.server.deps.mailer, app.baseUrl)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    const weekly = app.mail.messages.find(
      (m) => m.to.includes(on.email) && m.subject === 'Tu informe semanal de Websy',
    );
    expect(weekly?.text).toContain('Semanal: 0 % (development)');
    expect(app.mail.messages.some((m) => m.to.includes(off.email) && /resumen|informe/.test(m.subject))).toBe(
      false,
    );
  });
});
