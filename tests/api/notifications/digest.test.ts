import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/server/db/schema/mail-outbox';
import { notificationSettings } from '../../../src/server/db/schema/notification-settings';
import { notifications } from '../../../src/server/db/schema/notifications';
import { users } from '../../../src/server/db/schema/users';
import {
  sendNotificationEmails,
  type NotificationEmailResult,
} from '../../../src/server/jobs/notification-emails';
import type { Mailer } from '../../../src/server/mail/mailer';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Decision 0051: a person's waiting e-mail copies of notifications leave as one e-mail (a digest) per
 * window; one copy alone keeps its own e-mail; two instances never send a copy twice; a backlog
 * clears in a bounded number of runs of the job.
 */
let app: TestApp;
let owner: Awaited<ReturnType<typeof signInOwner>>;
const run = (mailer: Mailer = app.server.deps.mailer) =>
  sendNotificationEmails(app.db, mailer, app.baseUrl, app.server.deps.logger);

beforeAll(async () => {
  app = await startTestApp();
  owner = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const mailsTo = (email: string) => app.mail.messages.filter((m) => m.to.includes(email));

async function statusesOf(userId: string) {
  const rows = await app.db
    .select({ status: notifications.emailStatus })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((r) => r.status);
}

async function pendingOf(userIds: string[]) {
  const [row] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.emailStatus, 'pending')));
  return row!.n;
}

/** As if `seconds` had passed for the person's notifications (the window is measured on them). */
async function age(userId: string, seconds: number) {
  await app.db.execute(
    sql`UPDATE notifications SET created_at = created_at - make_interval(secs => ${seconds}) WHERE user_id = ${userId}`,
  );
}

async function signUpAdmin(language?: 'en' | 'pt') {
  const user = await signUpUser(app);
  expect((await owner.http.patch(`/api/users/${user.id}/role`, { role: 'admin' })).status).toBe(200);
  if (language) {
    await user.http.put('/api/preferences', {
      preference_type: 'language',
      preference_key: 'language',
      preference_value: language,
    });
  }
  return user;
}

/** As `age`, for many people at once. */
async function ageAll(userIds: string[], seconds: number) {
  await app.db.execute(
    sql`UPDATE notifications SET created_at = created_at - make_interval(secs => ${seconds})
        WHERE user_id = ANY(${sql.param(userIds)}::uuid[])`,
  );
}

/** People and their waiting copies written straight to the database (no mail has gone to them). */
async function seedPeople(prefix: string, copiesPerPerson: number[]) {
  const people = await app.db
    .insert(users)
    .values(
      copiesPerPerson.map((_, i) => ({ email: `${prefix}-${i}@example.com`, fullName: `${prefix} ${i}` })),
    )
    .returning({ id: users.id, email: users.email });
  const rows = people.flatMap((p, i) =>
    Array.from({ length: copiesPerPerson[i]! }, (_, k) => ({
      userId: p.id,
      title: `Aviso ${k + 1}`,
      message: `Mensaje ${k + 1} para ${p.email}`,
    })),
  );
  for (let i = 0; i < rows.length; i += 5000)
    await app.db.insert(notifications).values(rows.slice(i, i + 5000));
  return people;
}

describe('digest of e-mail copies', () => {
  it('mails 30 notifications of one admin as one digest in their language, and marks all 30 sent', async () => {
    const ana = await signUpAdmin();
    const john = await signUpAdmin('en');
    const client = await signUpUser(app, { name: 'Lucía' });
    // 1 (the project awaits approval) + 28 comments + 1 ticket: 30 copies for each admin.
    const project = await buildProject(client.http, { name: 'Tienda' });
    for (let i = 0; i < 28; i += 1) {
      const res = await client.http.post(`/api/projects/${project.id}/comments`, {
        content: `Comentario ${i}`,
      });
      expect(res.status).toBe(201);
    }
    expect((await client.http.post('/api/tickets', { asunto: 'Factura', mensaje: 'Ayuda' })).status).toBe(
      201,
    );
    expect(await statusesOf(ana.id)).toEqual(Array(30).fill('pending'));

    await run();

    const [digest, ...others] = mailsTo(ana.email);
    expect(others).toHaveLength(0);
    expect(digest!.subject).toBe('30 novedades en el portal · Websy');
    const text = digest!.text;
    expect(text).toContain(`Hola ${ana.name}`);
    expect(text).toContain('Tienes 30 novedades en el portal, de la más reciente a la más antigua:');
    // Newest first: the ticket, then comments; the project's notice (the oldest) is past the ten listed.
    expect(text.indexOf('Nuevo ticket de soporte')).toBeGreaterThan(-1);
    expect(text.indexOf('Nuevo ticket de soporte')).toBeLessThan(text.indexOf('Nuevo comentario'));
    expect(text).toContain('Lucía ha comentado en «Tienda».');
    expect(text).toContain(`${app.baseUrl}/proyectos/detalle/${project.id}`);
    expect(text).not.toContain('Nuevo proyecto pendiente');
    expect(text).toContain('Y 20 más.');
    expect(text).toContain(`Ver todo en el portal: ${app.baseUrl}/dashboard`);
    expect(await statusesOf(ana.id)).toEqual(Array(30).fill('sent'));

    const english = mailsTo(john.email);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe('30 updates on the portal · Websy');
    expect(english[0]!.text).toContain('You have 30 updates on the portal, newest first:');
    expect(english[0]!.text).toContain('Lucía commented on “Tienda”.');
    expect(english[0]!.text).toContain('And 20 more.');
    expect(await statusesOf(john.id)).toEqual(Array(30).fill('sent'));

    // Within the window a new copy waits: no second e-mail yet.
    await client.http.post(`/api/projects/${project.id}/comments`, { content: 'Uno más' });
    await run();
    expect(mailsTo(ana.email)).toHaveLength(1);
    expect((await statusesOf(ana.id)).filter((s) => s === 'pending')).toHaveLength(1);

    // Once the window has passed it goes out, alone, as the notification's own e-mail.
    await age(ana.id, 61);
    await run();
    const later = mailsTo(ana.email);
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('Nuevo comentario · Websy');
    expect(later[1]!.text).toContain('Lucía ha comentado en «Tienda».');
    expect(later[1]!.text).not.toContain('novedades');
    expect(await statusesOf(ana.id)).toEqual(Array(31).fill('sent'));
  });

  it('keeps the normal e-mail for a single notification', async () => {
    const client = await signUpUser(app, { name: 'Marta' });
    const project = await buildProject(client.http, { name: 'Blog' });
    await owner.http.post(`/api/projects/${project.id}/approve`, {});
    const result = await run();
    expect(result.errors).toBe(0);
    const mails = mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Proyecto aprobado · Websy');
    expect(mails[0]!.text).toContain('Hola Marta');
    expect(mails[0]!.text).toContain('Tu proyecto «Blog» ha sido aprobado.');
    expect(mails[0]!.text).toContain(`Ver en el portal: ${app.baseUrl}/proyectos/detalle/${project.id}`);
    expect(mails[0]!.text).not.toContain('novedades');
    expect(await statusesOf(client.id)).toEqual(['sent']);
  });

  it('never sends a copy twice when two runs drain at once', async () => {
    const people = await seedPeople('twice', [1, 2, 3, 5, 8, 13, 1, 21, 4, 6, 7, 9]);
    const [quiet] = await seedPeople('twice-off', [4]);
    await app.db.insert(notificationSettings).values({ userId: quiet!.id, emailNotifications: false });
    // A slow SMTP server: both runs are mailing people at the same time.
    const slow: Mailer = {
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 40));
        await app.server.deps.mailer.send(m);
      },
      close: () => undefined,
    };
    const results: NotificationEmailResult[] = await Promise.all([run(slow), run(slow)]);

    for (const person of people) expect(mailsTo(person.email)).toHaveLength(1);
    expect(mailsTo(quiet!.email)).toHaveLength(0);
    const ids = people.map((p) => p.id);
    const sent = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), eq(notifications.emailStatus, 'sent')));
    expect(sent[0]!.n).toBe(80);
    expect(await pendingOf([...ids, quiet!.id])).toBe(0);
    expect(await statusesOf(quiet!.id)).toEqual(Array(4).fill('skipped'));
    // The two runs' tallies add up to each copy once.
    const total = (k: keyof NotificationEmailResult) => results.reduce((n, r) => n + r[k], 0);
    expect(total('mails')).toBe(12);
    expect(total('sent')).toBe(80);
    expect(total('skipped')).toBe(4);
    const outbox = await app.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          people.map((p) => p.email),
        ),
      );
    expect(outbox).toHaveLength(12);
  });

  it('clears a backlog of 20,000 copies for 220 people in a bounded number of runs, one e-mail each', async () => {
    // The load run's shape: 20 admins with most of the copies, 200 clients with a few each.
    const counts = [...Array<number>(20).fill(900), ...Array<number>(200).fill(10)];
    const people = await seedPeople('backlog', counts);
    const ids = people.map((p) => p.id);
    const pendingByRun = [await pendingOf(ids)];
    expect(pendingByRun[0]).toBe(20_000);

    // The admin console shows the figure.
    const env = await owner.http.get('/api/admin/environment');
    expect(env.status).toBe(200);
    expect(env.json.mail.pending_copies).toBeGreaterThanOrEqual(20_000);

    for (let runs = 0; runs < 5 && pendingByRun.at(-1)! > 0; runs += 1) {
      await run();
      pendingByRun.push(await pendingOf(ids));
    }
    // Each run mails everyone due; the budget may leave some to the next run on a slow machine.
    expect(pendingByRun.at(-1), `pending copies after each run: ${pendingByRun.join(' → ')}`).toBe(0);
    expect(pendingByRun.length - 1).toBeLessThanOrEqual(3);
    for (const person of people) expect(mailsTo(person.email)).toHaveLength(1);
    const heavy = mailsTo(people[0]!.email)[0]!;
    expect(heavy.subject).toBe('900 novedades en el portal · Websy');
    expect(heavy.text).toContain('Y 890 más.');
    expect((await owner.http.get('/api/admin/environment')).json.mail.pending_copies).toBe(
      (
        await app.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM notifications WHERE email_status = 'pending'`,
        )
      ).rows[0]!.n,
    );
  });

  it('keeps up with a 5-minute burst and is back to 0 within minutes after it stops (simulated clock)', async () => {
    // The load run's shape, scaled down: 20 admins copied on every comment, 200 clients.
    const admins = await seedPeople('burst-admin', Array<number>(20).fill(0));
    const clients = await seedPeople('burst-client', Array<number>(200).fill(0));
    const ids = [...admins, ...clients].map((p) => p.id);
    const STEP = 15; // seconds of simulated time per step (every notification is aged by it)
    const LOAD_STEPS = 20; // 5 minutes of load
    // The job's minute as cron and the queue's polling deliver it: gaps of 45 s and 75 s in turn.
    const runSteps = new Set<number>();
    for (let step = 0, k = 0; step < 100; step += k++ % 2 ? 5 : 3) runSteps.add(step);
    const series: string[] = [];
    let clearedAt: number | undefined;
    for (let step = 0; step < 100 && clearedAt === undefined; step += 1) {
      if (step < LOAD_STEPS) {
        // 25 comments a step, each copied to every admin, and a reply to half the clients.
        await app.db.insert(notifications).values([
          ...admins.flatMap((a) =>
            Array.from({ length: 25 }, (_, i) => ({
              userId: a.id,
              title: `Comentario ${step}.${i}`,
              message: 'x',
            })),
          ),
          ...clients
            .filter((_, i) => i % 2 === step % 2)
            .map((c) => ({ userId: c.id, title: `Respuesta ${step}`, message: 'x' })),
        ]);
      }
      if (runSteps.has(step)) await run();
      const pending = await pendingOf(ids);
      series.push(`${step * STEP}s${runSteps.has(step) ? '*' : ''}:${pending}`);
      if (step >= LOAD_STEPS && pending === 0) clearedAt = step;
      await ageAll(ids, STEP);
    }
    const report = `pending copies over simulated time (* = a run of the job): ${series.join(' ')}`;
    expect(clearedAt, report).toBeDefined();
    // Back to 0 within 5 minutes of the load stopping (here: the second run after it).
    expect((clearedAt! - LOAD_STEPS) * STEP, report).toBeLessThanOrEqual(300);
    // Coalesced: 500 copies an admin, at most one e-mail a run.
    const runs = [...runSteps].filter((s) => s <= clearedAt!).length;
    for (const admin of admins) expect(mailsTo(admin.email).length).toBeLessThanOrEqual(runs);
  }, 120_000);
});
