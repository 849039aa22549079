import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/server/db/client';
import { calendarRemindersSent } from '../../../src/server/db/schema/calendar';
import { notifications } from '../../../src/server/db/schema/notifications';
import { sendCalendarReminders } from '../../../src/server/jobs/calendar-reminders';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let a: Awaited<ReturnType<typeof signUpUser>>;
let colleague: Awaited<ReturnType<typeof signUpUser>>;
let declining: Awaited<ReturnType<typeof signUpUser>>;
let second: ReturnType<typeof createDatabase>;

const MIN = 60_000;
const minuteAt = (ms: number) => new Date(Math.floor((Date.now() + ms) / MIN) * MIN);

beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Ana Cliente' });
  colleague = await signUpUser(app, { name: 'Carlos Colega' });
  declining = await signUpUser(app, { name: 'Diana' });
  const project = (await buildProject(a.http)).id;
  await admin.http.post(`/api/projects/${project}/approve`, {});
  await a.http.post(`/api/projects/${project}/members`, { email: colleague.email });
  await a.http.post(`/api/projects/${project}/members`, { email: declining.email });
  // A second "instance": its own pool on the same database.
  second = createDatabase(app.databaseUrl, 2);
});
afterAll(async () => {
  await second?.pool.end();
  await app?.close();
});

const deps = () => [app.server.deps.mailer, app.baseUrl, app.server.deps.logger] as const;
const run = (now: Date) => sendCalendarReminders(app.db, ...deps(), now);
const runOnSecond = (now: Date) => sendCalendarReminders(second.db, ...deps(), now);

async function eventAt(start: Date, summary: string) {
  const res = await a.http.post('/api/calendar/events', {
    summary,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 60 * MIN).toISOString(),
    attendees: [
      { user_id: colleague.id },
      { user_id: declining.id },
      { email: `guest-${summary.length}@outside.example` },
    ],
  });
  expect(res.status, res.text).toBe(201);
  await declining.http.patch(`/api/calendar/events/${res.json.event.id}/response`, { response: 'declined' });
  return res.json.event.id as string;
}

async function claims(eventId: string) {
  const rows = await app.db
    .select({ email: calendarRemindersSent.attendeeEmail, kind: calendarRemindersSent.kind })
    .from(calendarRemindersSent)
    .where(eq(calendarRemindersSent.eventId, eventId));
  return rows.map((r) => `${r.kind} ${r.email}`).sort();
}

const reminderMails = (summary: string) =>
  app.mail.messages.filter((m) => m.subject.startsWith(`Recordatorio: ${summary}`));

async function settle(count: () => number, expected: number) {
  const deadline = Date.now() + 5000;
  while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 200));
}

describe('meeting reminders (docs/product.md#limits)', () => {
  it('sends each reminder once, run twice and from two instances at once', async () => {
    const start = minuteAt(120 * MIN);
    const id = await eventAt(start, 'Revisión semanal');
    const guest = 'guest-16@outside.example';
    // 70 minutes before: nothing due yet.
    expect(await run(new Date(start.getTime() - 70 * MIN))).toMatchObject({ claimed: 0 });

    // 55 minutes before: the e-mail, to the organiser, the attendee and the guest (not who declined).
    const t55 = new Date(start.getTime() - 55 * MIN);
    const [one, two] = await Promise.all([run(t55), runOnSecond(t55)]);
    expect(one.claimed + two.claimed).toBe(3);
    expect(await run(t55)).toMatchObject({ claimed: 0 });
    await Promise.all([run(t55), runOnSecond(t55)]);
    expect(await claims(id)).toEqual(
      [`email-60 ${a.email}`, `email-60 ${colleague.email}`, `email-60 ${guest}`].sort(),
    );
    await settle(() => reminderMails('Revisión semanal').length, 3);
    const mails = reminderMails('Revisión semanal');
    expect(mails.map((m) => m.to[0]).sort()).toEqual([a.email, colleague.email, guest].sort());
    expect(mails[0]!.subject).toBe('Recordatorio: Revisión semanal empieza en 55 minutos');
    expect(mails.some((m) => m.to.includes(declining.email))).toBe(false);

    // 25 and 5 minutes before: the portal notifications, portal users only, once each.
    const t25 = new Date(start.getTime() - 25 * MIN);
    await Promise.all([run(t25), runOnSecond(t25), run(t25)]);
    const t5 = new Date(start.getTime() - 5 * MIN);
    await Promise.all([run(t5), runOnSecond(t5)]);
    await run(t5);
    expect(await claims(id)).toEqual(
      [
        `email-60 ${a.email}`,
        `email-60 ${colleague.email}`,
        `email-60 ${guest}`,
        `portal-30 ${a.email}`,
        `portal-30 ${colleague.email}`,
        `portal-10 ${a.email}`,
        `portal-10 ${colleague.email}`,
      ].sort(),
    );
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, colleague.id), eq(notifications.title, 'Recordatorio de reunión')));
    expect(notes.map((n) => n.message).sort()).toEqual([
      '«Revisión semanal» empieza en 25 minutos.',
      '«Revisión semanal» empieza en 5 minutos.',
    ]);
    expect(notes.every((n) => n.actionUrl === '/calendario' && n.emailStatus === 'skipped')).toBe(true);
    expect(reminderMails('Revisión semanal')).toHaveLength(3);
  });

  it('sends a missed reminder late only while the event has not started', async () => {
    const start = minuteAt(180 * MIN);
    const id = await eventAt(start, 'Demo con el cliente');
    // The server was down until 8 minutes before: the e-mail goes out late with the 10-minute
    // notification; the 30-minute one, overtaken, does not.
    await run(new Date(start.getTime() - 8 * MIN));
    expect(await claims(id)).toEqual(
      [
        `email-60 ${a.email}`,
        `email-60 ${colleague.email}`,
        'email-60 guest-19@outside.example',
        `portal-10 ${a.email}`,
        `portal-10 ${colleague.email}`,
      ].sort(),
    );
    // Down until after it started: nothing.
    const late = await eventAt(minuteAt(240 * MIN), 'Cierre de sprint');
    expect(await run(new Date(minuteAt(240 * MIN).getTime() + MIN))).toMatchObject({ claimed: 0 });
    expect(await claims(late)).toEqual([]);
  });

  it('sends the reminders again for a moved event’s new time', async () => {
    const start = minuteAt(300 * MIN);
    const id = await eventAt(start, 'Reunión movida');
    await run(new Date(start.getTime() - 50 * MIN));
    expect(await claims(id)).toHaveLength(3);
    const moved = new Date(start.getTime() + 120 * MIN);
    await a.http.patch(`/api/calendar/events/${id}`, {
      start_at: moved.toISOString(),
      end_at: new Date(moved.getTime() + 60 * MIN).toISOString(),
    });
    expect(await claims(id)).toEqual([]);
    await run(new Date(moved.getTime() - 50 * MIN));
    expect(await claims(id)).toHaveLength(3);
  });
});
