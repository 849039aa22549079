import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/server/db/schema/auth';
import { calendarEvents } from '../../../src/server/db/schema/calendar';
import { fakeGoogleEnv, startFakeGoogle, type FakeGoogle } from '../../support/fake-google';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Portal events kept in sync with their Google copy, and disconnecting revoking the grant at Google
 * (decision 0040), against the local Google of tests/support/fake-google.ts.
 */
let app: TestApp;
let google: FakeGoogle;
let user: Awaited<ReturnType<typeof signUpUser>>;
let sub: string;
const DAY = 86_400_000;

const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** Links `http`'s user to a new Google account through the fake's consent screen. */
async function connect(http: HttpClient, account: FakeGoogle['account']) {
  google.account = account;
  const started = await http.post('/api/auth/link-social', {
    provider: 'google-calendar',
    callbackURL: '/calendario?google=connected',
    errorCallbackURL: '/calendario?google=error',
  });
  expect(started.status, started.text).toBe(200);
  const approved = await fetch(started.json.url as string, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  const done = await http.get(back.pathname + back.search);
  expect(done.headers.get('location')).toMatch(/\/calendario\?google=connected$/);
}

const copyOf = (id: string) => google.calendars.get(sub)?.find((e) => e.id === id);
const storedId = async (eventId: string) =>
  (await app.db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId)))[0]?.googleEventId;

async function createWithCopy(summary: string, days = 3) {
  const res = await user.http.post('/api/calendar/events', {
    summary,
    description: 'Orden del día',
    location: 'Oficina',
    start_at: inDays(days),
    end_at: inDays(days, 11),
    add_to_google: true,
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { event: { id: string; google_event_id: string | null }; google_sync: string };
}

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await startTestApp(fakeGoogleEnv(google));
  user = await signUpUser(app, { name: 'Lucía Sincronizada' });
  sub = '200000000000000000001';
  await connect(user.http, { sub, email: 'lucia.sync@gmail.example', name: 'Lucía' });
});
afterAll(async () => {
  await app?.close();
  await google?.close();
});
beforeEach(() => {
  google.eventsStatus = null;
  google.revokeStatus = null;
});

describe('portal events and their Google copy', () => {
  it('creates the copy on request and keeps its id; without it, none', async () => {
    const created = await createWithCopy('Arranque del proyecto');
    expect(created.google_sync).toBe('synced');
    const googleId = created.event.google_event_id!;
    expect(googleId).toMatch(/^[a-v0-9]{5,}$/);
    expect(await storedId(created.event.id)).toBe(googleId);
    expect(copyOf(googleId)).toMatchObject({
      status: 'confirmed',
      summary: 'Arranque del proyecto',
      description: 'Orden del día',
      location: 'Oficina',
      start: { dateTime: inDays(3) },
      end: { dateTime: inDays(3, 11) },
    });

    const plain = await user.http.post('/api/calendar/events', {
      summary: 'Solo en el portal',
      start_at: inDays(4),
      end_at: inDays(4, 11),
    });
    expect(plain.json).toMatchObject({ google_sync: 'none', event: { google_event_id: null } });
    const listed = await user.http.get(`/api/calendar/events?from=${inDays(2)}&to=${inDays(5)}`);
    expect(
      listed.json.events.map((e: { summary: string; google_event_id: string | null }) => [
        e.summary,
        e.google_event_id,
      ]),
    ).toEqual([
      ['Arranque del proyecto', googleId],
      ['Solo en el portal', null],
    ]);
  });

  it('replaces the copy when the portal event is edited or moved, by its organiser or an admin', async () => {
    const { event } = await createWithCopy('Revisión de diseño', 5);
    const googleId = event.google_event_id!;
    const edited = await user.http.patch(`/api/calendar/events/${event.id}`, {
      summary: 'Revisión de diseño (movida)',
      start_at: inDays(6, 15),
      end_at: inDays(6, 16),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.google_sync).toBe('synced');
    expect(copyOf(googleId)).toMatchObject({
      summary: 'Revisión de diseño (movida)',
      start: { dateTime: inDays(6, 15) },
      end: { dateTime: inDays(6, 16) },
    });

    // An admin's change reaches the organiser's Google calendar (the copy is theirs).
    const admin = await signInOwner(app);
    const byAdmin = await admin.http.patch(`/api/calendar/events/${event.id}`, { location: 'Sala 2' });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.json.google_sync).toBe('synced');
    expect(copyOf(googleId)).toMatchObject({ location: 'Sala 2', summary: 'Revisión de diseño (movida)' });
  });

  it('keeps the portal change and reports the failure when Google cannot be told', async () => {
    const { event } = await createWithCopy('Llamada semanal', 7);
    const googleId = event.google_event_id!;
    google.eventsStatus = 503;
    const edited = await user.http.patch(`/api/calendar/events/${event.id}`, {
      summary: 'Llamada quincenal',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({
      google_sync: 'failed',
      event: { summary: 'Llamada quincenal', google_event_id: googleId },
    });
    expect(copyOf(googleId)!.summary).toBe('Llamada semanal');
    // The link stays: the next change, with Google back, catches the copy up.
    google.eventsStatus = null;
    const again = await user.http.patch(`/api/calendar/events/${event.id}`, { description: 'Cada 15 días' });
    expect(again.json.google_sync).toBe('synced');
    expect(copyOf(googleId)).toMatchObject({ summary: 'Llamada quincenal', description: 'Cada 15 días' });

    google.eventsStatus = 500;
    const removed = await user.http.delete(`/api/calendar/events/${event.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ google_sync: 'failed' });
    expect(await storedId(event.id)).toBeUndefined();
    expect(copyOf(googleId)!.status).toBe('confirmed');

    // Creating: the event is created, without a copy.
    const created = await createWithCopy('Sin Google');
    expect(created.google_sync).toBe('failed');
    expect(created.event.google_event_id).toBeNull();
  });

  it('deletes the copy with the portal event', async () => {
    const { event } = await createWithCopy('Entrega final', 8);
    const googleId = event.google_event_id!;
    const removed = await user.http.delete(`/api/calendar/events/${event.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ google_sync: 'synced' });
    expect(copyOf(googleId)!.status).toBe('cancelled');
    const plain = await user.http.post('/api/calendar/events', {
      summary: 'Sin copia',
      start_at: inDays(4),
      end_at: inDays(4, 11),
    });
    expect((await user.http.delete(`/api/calendar/events/${plain.json.event.id}`)).json).toEqual({
      google_sync: 'none',
    });
  });

  it('forgets a copy deleted in Google, and says so', async () => {
    const { event } = await createWithCopy('Borrada en Google', 9);
    const googleId = event.google_event_id!;
    expect((await user.http.delete(`/api/calendar/google/events/${googleId}`)).status).toBe(204);
    const edited = await user.http.patch(`/api/calendar/events/${event.id}`, { summary: 'Sigue aquí' });
    expect(edited.json).toMatchObject({ google_sync: 'failed', event: { google_event_id: null } });
    expect(await storedId(event.id)).toBeNull();
    const next = await user.http.patch(`/api/calendar/events/${event.id}`, { summary: 'Y aquí' });
    expect(next.json.google_sync).toBe('none');
  });
});

describe('Google events edited from the calendar', () => {
  it('keeps an all-day event all-day: its days as dates', async () => {
    const allDay = google.addEvent(sub, { summary: 'Vacaciones', start: inDays(12), end: inDays(13) });
    allDay.start = { date: inDays(12).slice(0, 10) };
    allDay.end = { date: inDays(14).slice(0, 10) };
    const listed = await user.http.get('/api/calendar/google/events');
    const shown = listed.json.events.find((e: { id: string }) => e.id === allDay.id);
    expect(shown).toMatchObject({ all_day: true, start_at: `${inDays(12).slice(0, 10)}T00:00:00.000Z` });
    const res = await user.http.put(`/api/calendar/google/events/${allDay.id}`, {
      summary: 'Vacaciones de invierno',
      start_at: shown.start_at,
      end_at: shown.end_at,
      all_day: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.event).toMatchObject({ all_day: true, summary: 'Vacaciones de invierno' });
    expect(copyOf(allDay.id)).toMatchObject({
      summary: 'Vacaciones de invierno',
      start: { date: inDays(12).slice(0, 10) },
      end: { date: inDays(14).slice(0, 10) },
    });
    expect(copyOf(allDay.id)!.start.dateTime).toBeUndefined();
  });
});

describe('disconnecting', () => {
  it('revokes the grant at Google, then forgets the link and the copies', async () => {
    const { event } = await createWithCopy('Antes de desconectar', 10);
    google.requests.length = 0;
    expect(google.hasGrant(sub)).toBe(true);
    const res = await user.http.delete('/api/calendar/google');
    expect(res.status, res.text).toBe(204);
    const revoked = google.requests.filter((r) => r.path === '/revoke');
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ method: 'POST', revokedKnownToken: true });
    // The token went in the form body, not the address.
    expect(revoked[0]!.query).toEqual({});
    expect(google.hasGrant(sub)).toBe(false);
    expect((await user.http.get('/api/calendar/google')).json.connected).toBe(false);
    expect(await storedId(event.id)).toBeNull();
    // The copy stays in Google; the portal event no longer points at it.
    expect(copyOf(event.google_event_id!)!.status).toBe('confirmed');
    const edited = await user.http.patch(`/api/calendar/events/${event.id}`, { summary: 'Después' });
    expect(edited.json.google_sync).toBe('none');
  });

  it('disconnects here even when Google refuses or cannot revoke', async () => {
    const other = await signUpUser(app);
    const otherSub = '200000000000000000002';
    await connect(other.http, { sub: otherSub, email: 'otra.sync@gmail.example', name: 'Otra' });
    google.revokeStatus = 503;
    google.requests.length = 0;
    const res = await other.http.delete('/api/calendar/google');
    expect(res.status, res.text).toBe(204);
    expect(google.requests.filter((r) => r.path === '/revoke')).toHaveLength(1);
    expect((await other.http.get('/api/calendar/google')).json.connected).toBe(false);
    const rows = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, other.id), eq(accounts.providerId, 'google-calendar')));
    expect(rows).toHaveLength(0);
    const after = await other.http.delete('/api/calendar/google');
    expect(after.status).toBe(404);
    expect(after.json.error.message).toBe('No estás autenticado con Google Calendar');
  });
});
