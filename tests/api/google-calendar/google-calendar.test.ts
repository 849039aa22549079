import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/server/db/schema/auth';
import { calendarEvents } from '../../../src/server/db/schema/calendar';
import { fakeGoogleEnv, startFakeGoogle, type FakeGoogle } from '../../support/fake-google';
import { ask, newConversation } from '../../support/assistant';
import type { HttpClient } from '../../support/http-client';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Google Calendar (decision 0029, decision 0033) against a local Google speaking OAuth 2.0 and the
 * Calendar API v3: the connect flow through the auth library's account linking, tokens never
 * leaving the server, refresh on expiry, the primary calendar's events, and disconnecting.
 */
let app: TestApp;
let google: FakeGoogle;
let user: Awaited<ReturnType<typeof signUpUser>>;
/** Every response body the portal gave in this file: none may carry a Google token. */
const seen: string[] = [];

const NOT_CONNECTED = 'No estás autenticado con Google Calendar';
const DAY = 86_400_000;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await startTestApp(fakeGoogleEnv(google));
  user = await signUpUser(app, { name: 'Lucía Calendario' });
});
afterAll(async () => {
  expect(seen.join('\n')).not.toMatch(/ya29\.|1\/\/0g/);
  await app?.close();
  await google?.close();
});

async function call(
  http: HttpClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const res = await http.request(method, path, body);
  seen.push(res.text, JSON.stringify([...res.headers]));
  return res;
}

/** Starts the link and has the fake Google approve it: the callback address it sends back to. */
async function authorise(http: HttpClient) {
  const started = await call(http, 'POST', '/api/auth/link-social', {
    provider: 'google-calendar',
    callbackURL: '/calendario?google=connected',
    errorCallbackURL: '/calendario?google=error',
  });
  expect(started.status, started.text).toBe(200);
  const authorize = new URL(started.json.url as string);
  expect(authorize.origin + authorize.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
  expect(authorize.searchParams.get('scope')!.split(' ')).toEqual(
    expect.arrayContaining([
      'https://www.googleapis.com/auth/calendar.events',
      'https://www.googleapis.com/auth/userinfo.profile',
    ]),
  );
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const approved = await fetch(authorize, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  return new URL(approved.headers.get('location')!);
}

async function connect(http: HttpClient) {
  const back = await authorise(http);
  const done = await call(http, 'GET', back.pathname + back.search);
  expect(done.status, done.text).toBe(302);
  expect(done.headers.get('location')).toMatch(/\/calendario\?google=connected$/);
}

const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('Google Calendar', () => {
  it('answers "No estás autenticado con Google Calendar" before connecting', async () => {
    const status = await call(user.http, 'GET', '/api/calendar/google');
    expect(status.json).toEqual({ configured: true, connected: false });
    const event = { summary: 'Sin conexión', start_at: inDays(1), end_at: inDays(1, 11) };
    for (const [method, path, body] of [
      ['GET', '/api/calendar/google/events', undefined],
      ['POST', '/api/calendar/google/events', event],
      ['PUT', '/api/calendar/google/events/abcdef0123', event],
      ['DELETE', '/api/calendar/google/events/abcdef0123', undefined],
      ['DELETE', '/api/calendar/google', undefined],
    ] as const) {
      const res = await call(user.http, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.error.message).toBe(NOT_CONNECTED);
    }
    expect((await app.client().get('/api/calendar/google/events')).status).toBe(401);
    // The calendar provider links an account; nobody signs in with it.
    const signIn = await app.client().post('/api/auth/sign-in/social', { provider: 'google-calendar' });
    expect(signIn.status).toBe(404);
  });

  it('refuses a callback whose state does not match, or that comes without the browser that started it', async () => {
    const back = await authorise(user.http);
    const forged = new URL(back);
    forged.searchParams.set('state', 'un-estado-inventado');
    const refused = await call(user.http, 'GET', forged.pathname + forged.search);
    expect(refused.status).toBe(302);
    // No stored state matches: the library cannot know where to go back; it sends the browser to
    // the web app's callback page, which says why ('Invalid state parameter').
    expect(refused.headers.get('location')).toMatch(/\/auth\/callback\?error=state_mismatch$/);

    // The real state, from another browser (no state cookie): refused too.
    const stranger = await signUpUser(app);
    const elsewhere = await call(stranger.http, 'GET', back.pathname + back.search);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toMatch(/error=/);
    expect((await call(stranger.http, 'GET', '/api/calendar/google')).json.connected).toBe(false);
    expect((await call(user.http, 'GET', '/api/calendar/google')).json.connected).toBe(false);
  });

  it('connects, keeps the tokens encrypted on the server and never hands them out', async () => {
    await connect(user.http);
    expect((await call(user.http, 'GET', '/api/calendar/google')).json).toEqual({
      configured: true,
      connected: true,
    });
    const [row] = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google-calendar')));
    expect(row!.accountId).toBe(google.account.sub);
    expect(row!.accessToken).toBeTruthy();
    expect(row!.accessToken).not.toMatch(/^ya29\./);
    expect(row!.refreshToken).not.toMatch(/^1\/\/0g/);
    expect(google.requests.some((r) => r.path === '/token' && r.grantType === 'authorization_code')).toBe(
      true,
    );

    // The library's token endpoints are closed over HTTP; its account list carries no token.
    const token = await call(user.http, 'POST', '/api/auth/get-access-token', { accountId: row!.id });
    expect(token.status).toBe(404);
    expect((await call(user.http, 'POST', '/api/auth/refresh-token', { accountId: row!.id })).status).toBe(
      404,
    );
    const listed = await call(user.http, 'GET', '/api/auth/list-accounts');
    expect(listed.status).toBe(200);
  });

  it('lists the next 30 days: single events by start time, at most 10', async () => {
    const soon = google.addEvent(google.account.sub, {
      summary: 'Revisión con Lucía',
      start: inDays(2),
      end: inDays(2, 11),
      location: 'Oficina',
    });
    google.addEvent(google.account.sub, {
      summary: 'Demasiado lejos',
      start: inDays(40),
      end: inDays(40, 11),
    });
    google.addEvent(google.account.sub, { summary: 'Mañana', start: inDays(1), end: inDays(1, 11) });
    google.requests.length = 0;
    const before = Date.now();
    const res = await call(user.http, 'GET', '/api/calendar/google/events');
    expect(res.status, res.text).toBe(200);
    expect(res.json.events.map((e: { summary: string }) => e.summary)).toEqual([
      'Mañana',
      'Revisión con Lucía',
    ]);
    expect(res.json.events[1]).toEqual({
      id: soon.id,
      summary: 'Revisión con Lucía',
      description: '',
      location: 'Oficina',
      start_at: inDays(2),
      end_at: inDays(2, 11),
      all_day: false,
      html_link: soon.htmlLink,
    });
    const [list] = google.requests.filter((r) => r.path === '/calendar/v3/calendars/primary/events');
    expect(list!.method).toBe('GET');
    expect(list!.query).toMatchObject({ maxResults: '10', singleEvents: 'true', orderBy: 'startTime' });
    const timeMin = Date.parse(list!.query.timeMin!);
    expect(timeMin).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(list!.query.timeMax!) - timeMin).toBe(30 * DAY);
  });

  it('creates, replaces and deletes events on the primary calendar', async () => {
    const body = {
      summary: 'Llamada de seguimiento',
      description: 'Cambios de la portada',
      start_at: inDays(3),
      end_at: inDays(3, 11),
    };
    const created = await call(user.http, 'POST', '/api/calendar/google/events', body);
    expect(created.status, created.text).toBe(201);
    const id = created.json.event.id as string;
    const stored = () => google.calendars.get(google.account.sub)!.find((e) => e.id === id)!;
    expect(stored()).toMatchObject({
      summary: body.summary,
      description: body.description,
      start: { dateTime: body.start_at },
      status: 'confirmed',
    });

    const moved = { ...body, summary: 'Llamada movida', start_at: inDays(4), end_at: inDays(4, 12) };
    const updated = await call(user.http, 'PUT', `/api/calendar/google/events/${id}`, moved);
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.event).toMatchObject({ id, summary: 'Llamada movida', end_at: inDays(4, 12) });
    expect(stored()).toMatchObject({ summary: 'Llamada movida', end: { dateTime: inDays(4, 12) } });

    const listed = await call(user.http, 'GET', '/api/calendar/google/events');
    expect(listed.json.events.map((e: { id: string }) => e.id)).toContain(id);

    expect((await call(user.http, 'DELETE', `/api/calendar/google/events/${id}`)).status).toBe(204);
    expect(stored().status).toBe('cancelled');
    const gone = await call(user.http, 'DELETE', `/api/calendar/google/events/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.message).toBe('Evento no encontrado.');
    const missing = await call(user.http, 'PUT', `/api/calendar/google/events/${id}`, moved);
    expect(missing.status).toBe(404);

    // Bad input never reaches Google.
    const calls = google.requests.length;
    for (const bad of [
      { ...body, summary: '' },
      { ...body, end_at: body.start_at },
      { ...body, start_at: 'mañana' },
    ]) {
      expect((await call(user.http, 'POST', '/api/calendar/google/events', bad)).status).toBe(400);
    }
    expect((await call(user.http, 'PUT', '/api/calendar/google/events/NO_VALE!', body)).status).toBe(400);
    expect(google.requests.length).toBe(calls);
  });

  it('refreshes an expired access token with the stored refresh token', async () => {
    google.expireAccessTokens();
    await app.db
      .update(accounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google-calendar')));
    google.requests.length = 0;
    const res = await call(user.http, 'GET', '/api/calendar/google/events');
    expect(res.status, res.text).toBe(200);
    expect(google.requests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(1);
    const [row] = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google-calendar')));
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    // The new token serves the next call without another refresh.
    await call(user.http, 'GET', '/api/calendar/google/events');
    expect(google.requests.filter((r) => r.grantType === 'refresh_token')).toHaveLength(1);
  });

  it("books the assistant's meeting in the built-in calendar and in Google when connected", async () => {
    const res = await ask(
      user.http,
      await newConversation(user.http),
      'Quiero una reunión mañana a las 10 con lucia@cliente.example',
      'es',
      { time_zone: 'Europe/Madrid' },
    );
    expect(res.status, res.text).toBe(200);
    const action = res.chunks.find((c) => c.type === 'data-action')?.data as unknown as {
      id: string;
      input: { summary: string; start_at: string; end_at: string };
    };
    expect(action, res.answer).toBeTruthy();
    const confirmed = await call(user.http, 'POST', `/api/assistant/actions/${action.id}`, {
      decision: 'confirm',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json.action.status).toBe('done');
    const copy = google.calendars
      .get(google.account.sub)!
      .find((e) => e.summary === action.input.summary && e.status === 'confirmed');
    expect(copy).toMatchObject({
      start: { dateTime: action.input.start_at },
      end: { dateTime: action.input.end_at },
    });
    // The meeting keeps its copy's id, so moving or cancelling it reaches Google too (decision 0040).
    const [booked] = await app.db
      .select({ googleEventId: calendarEvents.googleEventId })
      .from(calendarEvents)
      .where(eq(calendarEvents.id, confirmed.json.action.result.id as string));
    expect(booked!.googleEventId).toBe(copy!.id);
  });

  it('answers "Error de autenticación" and forgets the link when Google revoked the grant', async () => {
    const other = await signUpUser(app);
    // One Google account links to one portal user: the other uses another Google account.
    const first = google.account;
    google.account = { sub: '100000000000000000002', email: 'otra@gmail.example', name: 'Otra cuenta' };
    await connect(other.http);
    google.account = first;
    google.revokeGrants();
    await app.db
      .update(accounts)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(accounts.userId, other.id), eq(accounts.providerId, 'google-calendar')));
    const res = await call(other.http, 'GET', '/api/calendar/google/events');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Error de autenticación');
    expect((await call(other.http, 'GET', '/api/calendar/google')).json.connected).toBe(false);
  });

  it('refuses to link a Google account already linked to another user', async () => {
    const stranger = await signUpUser(app);
    const back = await authorise(stranger.http);
    const done = await call(stranger.http, 'GET', back.pathname + back.search);
    expect(done.headers.get('location')).toMatch(
      /\/calendario\?google=error&error=account_already_linked_to_different_user$/,
    );
    expect((await call(stranger.http, 'GET', '/api/calendar/google')).json.connected).toBe(false);
  });

  it('disconnects: the link and its tokens are deleted', async () => {
    await connect(user.http);
    expect((await call(user.http, 'DELETE', '/api/calendar/google')).status).toBe(204);
    expect((await call(user.http, 'GET', '/api/calendar/google')).json.connected).toBe(false);
    const rows = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google-calendar')));
    expect(rows).toHaveLength(0);
    const after = await call(user.http, 'GET', '/api/calendar/google/events');
    expect(after.json.error.message).toBe(NOT_CONNECTED);
  });
});

describe('Google Calendar without GOOGLE_CLIENT_ID/SECRET', () => {
  it('is not offered', async () => {
    const bare = await startTestApp();
    try {
      const someone = await signUpUser(bare);
      expect((await someone.http.get('/api/calendar/google')).json).toEqual({
        configured: false,
        connected: false,
      });
      const res = await someone.http.get('/api/calendar/google/events');
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(NOT_CONNECTED);
      const link = await someone.http.post('/api/auth/link-social', { provider: 'google-calendar' });
      expect(link.status).toBeGreaterThanOrEqual(400);
      expect(link.status).toBeLessThan(500);
    } finally {
      await bare.close();
    }
  });
});
