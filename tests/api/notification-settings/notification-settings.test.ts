import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('notification settings', () => {
  it('creates the spec defaults on first read and saves changes', async () => {
    const user = await signUpUser(app);
    const first = await user.http.get('/api/notification-settings');
    expect(first.json.settings).toEqual({
      email_notifications: true,
      push_notifications: true,
      project_updates: true,
      ticket_updates: true,
      payment_updates: true,
      security_alerts: true,
      system_notifications: true,
      daily_summary: false,
      weekly_report: false,
      version: 1,
    });
    const changed = await user.http.patch('/api/notification-settings', {
      weekly_report: true,
      project_updates: false,
    });
    expect(changed.json.settings).toMatchObject({
      weekly_report: true,
      project_updates: false,
      email_notifications: true,
      version: 2,
    });
    expect((await user.http.get('/api/notification-settings')).json.settings.weekly_report).toBe(true);
    expect((await user.http.patch('/api/notification-settings', { weekly_report: 'yes' })).status).toBe(400);
  });
});

describe('notification settings per person', () => {
  it('saves a first change made before any read, on top of the defaults', async () => {
    const user = await signUpUser(app);
    const res = await user.http.patch('/api/notification-settings', { daily_summary: true });
    expect(res.status).toBe(200);
    expect(res.json.settings).toMatchObject({ daily_summary: true, weekly_report: false, version: 1 });
    expect((await user.http.get('/api/notification-settings')).json.settings.daily_summary).toBe(true);
  });

  it('keeps each person’s switches to themselves', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    await a.http.patch('/api/notification-settings', { email_notifications: false });
    expect((await b.http.get('/api/notification-settings')).json.settings.email_notifications).toBe(true);
    await b.http.patch('/api/notification-settings', { security_alerts: false });
    const mine = (await a.http.get('/api/notification-settings')).json.settings;
    expect(mine).toMatchObject({ email_notifications: false, security_alerts: true });
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/notification-settings')).status).toBe(401);
    expect((await app.client().patch('/api/notification-settings', { weekly_report: true })).status).toBe(
      401,
    );
  });
});
