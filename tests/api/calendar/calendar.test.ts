import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarAttendees, calendarEvents } from '../../../src/server/db/schema/calendar';
import { notifications } from '../../../src/server/db/schema/notifications';
import { buildProject } from '../../support/factories';
import { icsPartOf, parseIcs } from '../../support/ics';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let colleague: Awaited<ReturnType<typeof signUpUser>>;
let stranger: Awaited<ReturnType<typeof signUpUser>>;
let projectA: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Ana Cliente' });
  colleague = await signUpUser(app, { name: 'Carlos Colega' });
  stranger = await signUpUser(app, { name: 'Sofía Ajena' });
  projectA = (await buildProject(a.http, { name: 'Tienda de Ana' })).id;
  await admin.http.post(`/api/projects/${projectA}/approve`, {});
  await a.http.post(`/api/projects/${projectA}/members`, { email: colleague.email });
  // The agency's staff on A's project: the admin, assigned to it.
  const staff = await admin.http.post(`/api/projects/${projectA}/members`, { user_id: admin.id });
  expect(staff.status, staff.text).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

async function createAsA(body: Record<string, unknown> = {}) {
  const res = await a.http.post('/api/calendar/events', {
    summary: 'Llamada de arranque',
    start_at: at(2 * DAY),
    end_at: at(2 * DAY + HOUR),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.event as { id: string; start_at: string; end_at: string; attendees: unknown[] };
}

describe('creating events', () => {
  it('creates an event with portal users and an outside guest; the organiser is not an attendee', async () => {
    const res = await a.http.post('/api/calendar/events', {
      summary: '  Revisión de diseño ',
      description: 'Repasamos la portada.',
      start_at: at(3 * DAY),
      end_at: at(3 * DAY + HOUR),
      time_zone: 'America/Mexico_City',
      meeting_url: 'https://meet.example/abc',
      project_id: projectA,
      attendees: [
        { user_id: colleague.id },
        { email: 'OWNER@websy.test' },
        { email: 'guest@outside.example' },
        { email: 'guest@outside.example' },
        { user_id: a.id },
      ],
    });
    expect(res.status, res.text).toBe(201);
    const event = res.json.event;
    expect(event).toMatchObject({
      summary: 'Revisión de diseño',
      organizer_id: a.id,
      time_zone: 'America/Mexico_City',
      project_id: projectA,
      meeting_url: 'https://meet.example/abc',
    });
    const attendees = event.attendees.map(
      (x: { email: string; user_id: string | null; response: string }) => [x.email, x.user_id, x.response],
    );
    expect(attendees.sort()).toEqual(
      [
        [colleague.email, colleague.id, 'needs-action'],
        ['owner@websy.test', admin.id, 'needs-action'],
        ['guest@outside.example', null, 'needs-action'],
      ].sort(),
    );
    // Portal attendees are told in the portal, linking to the calendar.
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, colleague.id), eq(notifications.title, 'Nueva invitación')));
    expect(notice?.actionUrl).toBe('/calendario');
    // The invitation mail is the e-mail: no copy of the notification on top.
    expect(notice?.emailStatus).toBe('skipped');
  });

  it('validates: summary, end after start, at most 50 attendees, a real time zone', async () => {
    const base = { summary: 'X', start_at: at(DAY), end_at: at(DAY + HOUR) };
    const noSummary = await a.http.post('/api/calendar/events', { ...base, summary: '  ' });
    expect(noSummary.status).toBe(400);
    expect(noSummary.json.error.details[0].message).toBe('Error creando evento: el título es obligatorio.');
    const backwards = await a.http.post('/api/calendar/events', { ...base, end_at: at(DAY - HOUR) });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.details[0].message).toBe('La hora de fin debe ser posterior a la de inicio.');
    const many = Array.from({ length: 51 }, (_, i) => ({ email: `g${i}@outside.example` }));
    const tooMany = await a.http.post('/api/calendar/events', { ...base, attendees: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.details[0].message).toBe('Un evento admite como máximo 50 asistentes.');
    const fifty = await a.http.post('/api/calendar/events', { ...base, attendees: many.slice(0, 50) });
    expect(fifty.status, fifty.text).toBe(201);
    expect(fifty.json.event.attendees).toHaveLength(50);
    const zone = await a.http.post('/api/calendar/events', { ...base, time_zone: 'Nowhere/City' });
    expect(zone.status).toBe(400);
  });

  it('refuses a client inviting a portal user they share no project with, with a clear message', async () => {
    const res = await a.http.post('/api/calendar/events', {
      summary: 'Con desconocida',
      start_at: at(DAY),
      end_at: at(DAY + HOUR),
      attendees: [{ user_id: stranger.id }],
    });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(
      'Error creando evento: solo puedes invitar a personas con las que compartes un proyecto, o a direcciones de correo externas.',
    );
    // By address, someone A shares nothing with is an outside guest: mailed, never linked to the account.
    const byEmail = await createAsA({ attendees: [{ email: stranger.email }] });
    expect(byEmail.attendees).toEqual([
      { user_id: null, email: stranger.email, name: null, response: 'needs-action' },
    ]);
    // An admin invites anyone.
    const res2 = await admin.http.post('/api/calendar/events', {
      summary: 'Agencia',
      start_at: at(DAY),
      end_at: at(DAY + HOUR),
      attendees: [{ user_id: stranger.id }],
    });
    expect(res2.status, res2.text).toBe(201);
  });

  it('refuses an event about a project the organiser does not read', async () => {
    const other = (await buildProject(stranger.http)).id;
    const res = await a.http.post('/api/calendar/events', {
      summary: 'Ajeno',
      start_at: at(DAY),
      end_at: at(DAY + HOUR),
      project_id: other,
    });
    expect(res.status).toBe(403);
  });
});

describe('listing a window', () => {
  it('lists the caller’s events overlapping the window, by start, with attendees', async () => {
    const u = await signUpUser(app);
    const mk = async (summary: string, start: number, end: number) =>
      (
        await u.http.post('/api/calendar/events', {
          summary,
          start_at: at(start),
          end_at: at(end),
          attendees: [{ email: 'g@outside.example' }],
        })
      ).json.event.id as string;
    const later = await mk('Después', 10 * DAY, 10 * DAY + HOUR);
    const first = await mk('Primero', 5 * DAY, 5 * DAY + HOUR);
    const straddling = await mk('A caballo', 4 * DAY - HOUR, 4 * DAY + HOUR);
    await mk('Fuera', 20 * DAY, 20 * DAY + HOUR);
    const from = encodeURIComponent(at(4 * DAY));
    const to = encodeURIComponent(at(11 * DAY));
    const res = await u.http.get(`/api/calendar/events?from=${from}&to=${to}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.events.map((e: { id: string }) => e.id)).toEqual([straddling, first, later]);
    expect(res.json.events[0].attendees).toEqual([
      { user_id: null, email: 'g@outside.example', name: null, response: 'needs-action' },
    ]);
    // Another user's calendar is theirs alone.
    expect((await stranger.http.get(`/api/calendar/events?from=${from}&to=${to}`)).json.events).toEqual([]);
  });

  it('refuses a window over 366 days or backwards', async () => {
    const long = await a.http.get(
      `/api/calendar/events?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(367 * DAY))}`,
    );
    expect(long.status).toBe(400);
    expect(long.json.error.details[0].message).toBe('El periodo consultado no puede superar 366 días.');
    const ok = await a.http.get(
      `/api/calendar/events?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(366 * DAY))}`,
    );
    expect(ok.status).toBe(200);
    const backwards = await a.http.get(
      `/api/calendar/events?from=${encodeURIComponent(at(DAY))}&to=${encodeURIComponent(at(0))}`,
    );
    expect(backwards.status).toBe(400);
  });

  it('shows an attendee the events they are invited to', async () => {
    const event = await createAsA({ summary: 'Para Carlos', attendees: [{ user_id: colleague.id }] });
    const res = await colleague.http.get(
      `/api/calendar/events?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(30 * DAY))}`,
    );
    const found = res.json.events.find((e: { id: string }) => e.id === event.id);
    expect(found?.attendees[0]).toMatchObject({ user_id: colleague.id, name: 'Carlos Colega' });
  });
});

describe('changing, answering and deleting', () => {
  it('lets the organiser move an event; an attendee cannot edit; another client gets 404', async () => {
    const event = await createAsA({ attendees: [{ user_id: colleague.id }] });
    const moved = await a.http.patch(`/api/calendar/events/${event.id}`, {
      start_at: at(4 * DAY),
      end_at: at(4 * DAY + 2 * HOUR),
      location: 'Oficina de Madrid',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.event).toMatchObject({ start_at: at(4 * DAY), location: 'Oficina de Madrid' });
    const [row] = await app.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row!.sequence).toBe(1);

    const byAttendee = await colleague.http.patch(`/api/calendar/events/${event.id}`, { summary: 'Mío' });
    expect(byAttendee.status).toBe(403);
    expect(byAttendee.json.error.message).toContain('Error actualizando evento');
    expect((await stranger.http.patch(`/api/calendar/events/${event.id}`, { summary: 'X' })).status).toBe(
      404,
    );
    expect((await stranger.http.delete(`/api/calendar/events/${event.id}`)).status).toBe(404);
    const byAttendeeDelete = await colleague.http.delete(`/api/calendar/events/${event.id}`);
    expect(byAttendeeDelete.status).toBe(403);
    expect(byAttendeeDelete.json.error.message).toContain('Error eliminando evento');

    const backwards = await a.http.patch(`/api/calendar/events/${event.id}`, { end_at: at(3 * DAY) });
    expect(backwards.status).toBe(400);
    // An admin may edit anyone's event.
    const byAdmin = await admin.http.patch(`/api/calendar/events/${event.id}`, { summary: 'Revisada' });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.json.event.organizer_id).toBe(a.id);
  });

  it('replaces the attendee list: new ones invited, dropped ones cancelled', async () => {
    const event = await createAsA({
      attendees: [{ email: 'keep@outside.example' }, { email: 'drop@outside.example' }],
    });
    const res = await a.http.patch(`/api/calendar/events/${event.id}`, {
      attendees: [{ email: 'keep@outside.example' }, { email: 'new@outside.example' }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.event.attendees.map((x: { email: string }) => x.email).sort()).toEqual([
      'keep@outside.example',
      'new@outside.example',
    ]);
    const cancel = app.mail.messages.find(
      (m) => m.to.includes('drop@outside.example') && m.subject.startsWith('Evento cancelado'),
    );
    expect(cancel).toBeDefined();
    expect(parseIcs(icsPartOf(cancel!).text).method).toBe('CANCEL');
    const invite = await app.mail.waitFor('new@outside.example');
    expect(parseIcs(icsPartOf(invite).text).method).toBe('REQUEST');
  });

  it('lets an attendee answer for themselves only', async () => {
    const event = await createAsA({ attendees: [{ user_id: colleague.id }] });
    const res = await colleague.http.patch(`/api/calendar/events/${event.id}/response`, {
      response: 'accepted',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.event.attendees[0]).toMatchObject({ user_id: colleague.id, response: 'accepted' });
    const byOrganiser = await a.http.patch(`/api/calendar/events/${event.id}/response`, {
      response: 'declined',
    });
    expect(byOrganiser.status).toBe(403);
    expect(
      (await stranger.http.patch(`/api/calendar/events/${event.id}/response`, { response: 'accepted' }))
        .status,
    ).toBe(404);
    const bad = await colleague.http.patch(`/api/calendar/events/${event.id}/response`, {
      response: 'maybe',
    });
    expect(bad.status).toBe(400);
    const [row] = await app.db
      .select()
      .from(calendarAttendees)
      .where(and(eq(calendarAttendees.eventId, event.id), eq(calendarAttendees.userId, colleague.id)));
    expect(row!.response).toBe('accepted');
  });

  it('deletes (organiser), with a cancellation to every attendee', async () => {
    const event = await createAsA({
      summary: 'Para cancelar',
      attendees: [{ email: 'cancel-me@outside.example' }],
    });
    await app.mail.waitFor('cancel-me@outside.example');
    expect((await a.http.delete(`/api/calendar/events/${event.id}`)).status).toBe(200);
    expect((await a.http.delete(`/api/calendar/events/${event.id}`)).status).toBe(404);
    const deadline = Date.now() + 5000;
    let cancel;
    while (!cancel && Date.now() < deadline) {
      cancel = app.mail.messages.find(
        (m) => m.to.includes('cancel-me@outside.example') && m.subject === 'Evento cancelado: Para cancelar',
      );
      if (!cancel) await new Promise((r) => setTimeout(r, 100));
    }
    const part = icsPartOf(cancel!);
    expect(part.contentType).toContain('method=CANCEL');
    const ics = parseIcs(part.text);
    expect(ics.method).toBe('CANCEL');
    expect(ics.events[0]).toMatchObject({ summary: 'Para cancelar', sequence: 1, status: 'CANCELLED' });
    expect(ics.events[0]!.uid).toBe(`${event.id}@127.0.0.1`);
  });
});

describe('invitations by e-mail', () => {
  it('mails each attendee an invitation with an .ics that ical.js reads back', async () => {
    await colleague.http.put('/api/preferences', {
      preference_type: 'language',
      preference_key: 'language',
      preference_value: 'en',
    });
    const event = await createAsA({
      summary: 'Kick-off de la tienda',
      start_at: at(6 * DAY),
      end_at: at(6 * DAY + HOUR),
      attendees: [{ user_id: colleague.id }, { email: 'invitee@outside.example' }],
    });
    const guest = await app.mail.waitFor('invitee@outside.example');
    expect(guest.subject).toBe('Invitación: Kick-off de la tienda');
    expect(guest.text).toContain('Ana Cliente te invita a «Kick-off de la tienda».');
    expect(guest.text).toContain(`${app.baseUrl}/calendario`);
    const part = icsPartOf(guest);
    expect(part.contentType).toMatch(/^text\/calendar; method=REQUEST/);
    expect(part.filename).toBe('invite.ics');
    const ics = parseIcs(part.text);
    expect(ics.method).toBe('REQUEST');
    expect(ics.events).toHaveLength(1);
    expect(ics.events[0]).toMatchObject({
      uid: `${event.id}@127.0.0.1`,
      sequence: 0,
      summary: 'Kick-off de la tienda',
      organizer: a.email,
      attendees: [colleague.email, 'invitee@outside.example'].sort(),
    });
    expect(ics.events[0]!.start.toISOString()).toBe(event.start_at);
    expect(ics.events[0]!.end.toISOString()).toBe(event.end_at);
    expect(part.text).toContain(`${app.baseUrl}/calendario`);
    // A portal user reads it in their language.
    const portal = app.mail.messages.find(
      (m) => m.to.includes(colleague.email) && m.subject === 'Invitation: Kick-off de la tienda',
    );
    expect(portal).toBeDefined();

    // A new time: everyone gets the update, same UID, the next SEQUENCE.
    const before = app.mail.messages.length;
    await a.http.patch(`/api/calendar/events/${event.id}`, {
      start_at: at(7 * DAY),
      end_at: at(7 * DAY + HOUR),
    });
    const deadline = Date.now() + 5000;
    while (app.mail.messages.length < before + 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const update = app.mail.messages.slice(before).find((m) => m.to.includes('invitee@outside.example'))!;
    expect(update.subject).toBe('Evento actualizado: Kick-off de la tienda');
    const updated = parseIcs(icsPartOf(update).text);
    expect(updated.method).toBe('REQUEST');
    expect(updated.events[0]).toMatchObject({ uid: `${event.id}@127.0.0.1`, sequence: 1 });
    expect(updated.events[0]!.start.toISOString()).toBe(at(7 * DAY));
  });

  it('never fails the request when the mail cannot be delivered', async () => {
    const broken = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const u = await signUpUser(broken);
      const res = await u.http.post('/api/calendar/events', {
        summary: 'Sin correo',
        start_at: at(DAY),
        end_at: at(DAY + HOUR),
        attendees: [{ email: 'nobody@outside.example' }],
      });
      expect(res.status, res.text).toBe(201);
    } finally {
      await broken.close();
    }
  });
});
