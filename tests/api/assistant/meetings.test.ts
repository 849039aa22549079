import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../../src/server/db/schema/calendar';
import { ask, newConversation } from '../../support/assistant';
import { buildProject } from '../../support/factories';
import { addDays, signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

type Meeting = {
  kind: 'bookMeeting';
  summary: string;
  start_at: string;
  end_at: string;
  time_zone: string;
  project_id: string | null;
  attendees: { user_id: string | null; email: string; name: string | null }[];
  busy: { user_id: string; name: string | null; you: boolean }[];
};
type Action = {
  id: string;
  status: string;
  input: Meeting;
  result: { id: string; href: string } | null;
  error: string | null;
};

// Mexico City keeps UTC−6 all year: a wall-clock time there is a fixed UTC instant.
const ZONE = 'America/Mexico_City';
const utcOf = (day: string, hour: number, minute = 0) =>
  (() => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d, hour + 6, minute));
  })().toISOString();

describe('Websy AI books meetings in the built-in calendar (decision 0029)', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signInOwner>>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let colleague: Awaited<ReturnType<typeof signUpUser>>;
  let stranger: Awaited<ReturnType<typeof signUpUser>>;
  let shop: { id: string; name: string };
  let tomorrow: string;

  const offer = async (who: { http: typeof a.http }, text: string, language?: string) => {
    const res = await ask(who.http, await newConversation(who.http), text, language, { time_zone: ZONE });
    expect(res.status, res.text).toBe(200);
    const action = res.chunks.find((c) => c.type === 'data-action')?.data as unknown as Action | undefined;
    return { answer: res.answer, action };
  };
  const decide = (who: { http: typeof a.http }, id: string, decision: 'confirm' | 'cancel') =>
    who.http.post(`/api/assistant/actions/${id}`, { decision });
  const eventsOf = (who: { http: typeof a.http }) =>
    who.http.get(
      `/api/calendar/events?from=${encodeURIComponent(utcOf(tomorrow, 0))}&to=${encodeURIComponent(utcOf(addDays(tomorrow, 1), 0))}`,
    );

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signInOwner(app);
    a = await signUpUser(app, { name: 'Ana Cliente' });
    colleague = await signUpUser(app, { name: 'Carlos Colega' });
    stranger = await signUpUser(app, { name: 'Sofía Ajena' });
    shop = await buildProject(a.http, { name: 'Tienda de Ana' });
    await admin.http.post(`/api/projects/${shop.id}/approve`, {});
    await a.http.post(`/api/projects/${shop.id}/members`, { email: colleague.email });
    // The agency's staff on Ana's project: the owner admin.
    const staff = await admin.http.post(`/api/projects/${shop.id}/members`, { user_id: admin.id });
    expect(staff.status, staff.text).toBe(201);
    const { rows } = await app.db.execute<{ day: string }>(
      sql`SELECT to_char((now() AT TIME ZONE ${ZONE})::date + 1, 'YYYY-MM-DD') AS day`,
    );
    tomorrow = rows[0]!.day;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a client asks for a meeting tomorrow: offered with the agency team, booked only once confirmed', async () => {
    const { answer, action } = await offer(
      a,
      'Quiero una reunión mañana a las 10 sobre el proyecto Tienda de Ana',
    );
    expect(answer).toContain('Preparé esta reunión. No se reservará hasta que la confirmes:');
    expect(action).toMatchObject({
      status: 'pending',
      input: {
        kind: 'bookMeeting',
        summary: 'Reunión: Tienda de Ana',
        start_at: utcOf(tomorrow, 10),
        end_at: utcOf(tomorrow, 11),
        time_zone: ZONE,
        project_id: shop.id,
        attendees: [{ user_id: admin.id, email: 'owner@websy.test', name: expect.any(String) }],
        busy: [],
      },
    });
    expect(await app.db.select().from(calendarEvents).where(eq(calendarEvents.organizerId, a.id))).toEqual(
      [],
    );

    const confirmed = await decide(a, action!.id, 'confirm');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.action).toMatchObject({
      status: 'done',
      result: { href: `/calendario?view=agenda&date=${tomorrow}` },
    });
    // The admin sees it in their calendar, as an attendee.
    const seen = (await eventsOf(admin)).json.events.find(
      (e: { id: string }) => e.id === confirmed.json.action.result.id,
    );
    expect(seen).toMatchObject({
      organizer_id: a.id,
      summary: 'Reunión: Tienda de Ana',
      start_at: utcOf(tomorrow, 10),
      project_id: shop.id,
      attendees: [expect.objectContaining({ user_id: admin.id, response: 'needs-action' })],
    });
    expect((await decide(a, action!.id, 'confirm')).status).toBe(409);
  });

  it('warns when an attendee is busy, without telling the client what the other event is', async () => {
    const mine = await admin.http.post('/api/calendar/events', {
      summary: 'Reunión privada del equipo',
      start_at: utcOf(tomorrow, 12),
      end_at: utcOf(tomorrow, 13),
    });
    expect(mine.status, mine.text).toBe(201);
    const { answer, action } = await offer(a, 'Llamada mañana a las 12:30 con el equipo, media hora');
    expect(action!.input).toMatchObject({
      start_at: utcOf(tomorrow, 12, 30),
      end_at: utcOf(tomorrow, 13),
      busy: [{ user_id: admin.id, you: false }],
    });
    expect(answer).toContain('⚠️');
    expect(JSON.stringify(action)).not.toContain('Reunión privada del equipo');
    // An hour later nobody is busy; the client's own event counts too (`you`).
    const free = await offer(a, 'Reunión mañana a las 14 con el equipo');
    expect(free.action!.input.busy).toEqual([]);
    const ownBusy = await offer(a, 'Reunión mañana a las 10:30 con el equipo');
    expect(ownBusy.action!.input.busy).toEqual(
      expect.arrayContaining([{ user_id: a.id, name: null, you: true }]),
    );
  });

  it('invites the people named among the caller’s contacts, and outside addresses as guests', async () => {
    const carlos = await offer(a, 'Reunión con Carlos mañana');
    expect(carlos.action!.input.attendees).toEqual([
      { user_id: colleague.id, email: colleague.email, name: 'Carlos Colega' },
    ]);
    expect(carlos.action!.input).toMatchObject({
      start_at: utcOf(tomorrow, 17),
      end_at: utcOf(tomorrow, 18),
    });

    const guest = await offer(a, 'Book a call tomorrow at 9am with zoe@outside.example', 'en');
    expect(guest.action!.input.attendees).toEqual([
      { user_id: null, email: 'zoe@outside.example', name: null },
    ]);
    expect(guest.action!.input.summary).toBe('Meeting: Tienda de Ana');

    // Someone the client shares no project with is not among their contacts.
    const sofia = await offer(a, 'Reunión con Sofía mañana');
    expect(sofia.action).toBeUndefined();
    expect(sofia.answer).toContain(
      'No encuentro a «Sofía» entre las personas que puedes invitar. Posibles causas:',
    );
    // An admin may invite anyone.
    const byAdmin = await offer(admin, 'Reunión con Sofía Ajena mañana a las 16');
    expect(byAdmin.action!.input.attendees).toEqual([
      { user_id: stranger.id, email: stranger.email, name: 'Sofía Ajena' },
    ]);
  });

  it('refuses a time already past, and an unknown project with the list of the caller’s own', async () => {
    const past = await offer(a, 'Reunión el 01/01/2020 a las 10');
    expect(past.action).toBeUndefined();
    expect(past.answer).toBe('Esa hora ya pasó. Dime otro día u otra hora para la reunión.');
    const unknown = await offer(a, 'Reunião amanhã sobre o projeto Inexistente', 'pt');
    expect(unknown.action).toBeUndefined();
    expect(unknown.answer).toContain('Inexistente');
    expect(unknown.answer).toContain('Tienda de Ana');
  });

  it('a cancelled meeting is never booked; one that can no longer be booked fails with its causes', async () => {
    const cancelled = await offer(a, 'Reunión mañana a las 15 con Carlos');
    expect((await decide(a, cancelled.action!.id, 'cancel')).json.action.status).toBe('cancelled');

    const later = await offer(a, 'Reunión mañana a las 16 con Carlos');
    const removed = await a.http.delete(`/api/projects/${shop.id}/members/${colleague.id}`);
    expect(removed.status, removed.text).toBeLessThan(300);
    const res = await decide(a, later.action!.id, 'confirm');
    expect(res.json.action.status).toBe('failed');
    expect(res.json.action.error).toMatch(/^No se pudo reservar la reunión\. Posibles causas:/);
    const booked = await app.db.select().from(calendarEvents).where(eq(calendarEvents.organizerId, a.id));
    expect(booked.map((e) => e.startAt.toISOString())).toEqual([utcOf(tomorrow, 10)]);
  });

  it('another user cannot decide the client’s meeting', async () => {
    const { action } = await offer(a, 'Reunión mañana a las 11');
    expect((await decide(stranger, action!.id, 'confirm')).status).toBe(404);
    expect((await decide(admin, action!.id, 'confirm')).status).toBe(404);
  });
});
