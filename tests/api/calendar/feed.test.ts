import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedTokens } from '../../../src/server/db/schema/calendar';
import { buildProject } from '../../support/factories';
import { parseIcs } from '../../support/ics';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let a: Awaited<ReturnType<typeof signUpUser>>;
let colleague: Awaited<ReturnType<typeof signUpUser>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();

beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Ana Cliente' });
  colleague = await signUpUser(app, { name: 'Carlos Colega' });
  const project = (await buildProject(a.http)).id;
  await admin.http.post(`/api/projects/${project}/approve`, {});
  await a.http.post(`/api/projects/${project}/members`, { email: colleague.email });
});
afterAll(async () => {
  await app?.close();
});

async function event(summary: string, startIn: number, attendees: unknown[] = [], start = at(startIn)) {
  const res = await a.http.post('/api/calendar/events', {
    summary,
    start_at: start,
    end_at: new Date(Date.parse(start) + HOUR).toISOString(),
    attendees,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.event.id as string;
}

/** The feed fetched the way a calendar app does: no cookie, no Origin. */
const fetchFeed = (url: string) => fetch(url);

describe('the ICS feed', () => {
  it('serves the user’s events from 30 days back to a year ahead, without a session', async () => {
    const recentStart = at(-10 * DAY);
    // The start is fixed once: a minute may turn between creating the event and reading the feed.
    const recent = await event('Kick-off', -10 * DAY, [{ user_id: colleague.id }], recentStart);
    const coming = await event('Revisión de diseño', 20 * DAY);
    await event('Hace mucho', -40 * DAY);
    await event('Dentro de mucho', 400 * DAY);
    const created = await a.http.post('/api/calendar/feed');
    expect(created.status, created.text).toBe(201);
    const url = created.json.feed.url as string;
    expect(url).toMatch(new RegExp(`^${app.baseUrl}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    // Only the hash is kept.
    const token = /feed\/(.+)\.ics$/.exec(url)![1]!;
    const rows = await app.db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const ics = parseIcs(await res.text());
    expect(ics.method).toBe('PUBLISH');
    expect(ics.name).toBe('Websy: mi calendario');
    expect(ics.events.map((e) => e.summary)).toEqual(['Kick-off', 'Revisión de diseño']);
    expect(ics.events.map((e) => e.uid)).toEqual([`${recent}@127.0.0.1`, `${coming}@127.0.0.1`]);
    expect(ics.events[0]).toMatchObject({ organizer: a.email, attendees: [colleague.email] });
    expect(ics.events[0]!.start.toISOString()).toBe(recentStart);

    // An attendee's own feed holds what they are invited to.
    const theirs = (await colleague.http.post('/api/calendar/feed')).json.feed.url as string;
    const theirIcs = parseIcs(await (await fetchFeed(theirs)).text());
    expect(theirIcs.events.map((e) => e.summary)).toEqual(['Kick-off']);
  });

  it('rotates: a new address works and the old one answers 404', async () => {
    const first = (await a.http.post('/api/calendar/feed')).json.feed.url as string;
    expect((await fetchFeed(first)).status).toBe(200);
    const second = (await a.http.post('/api/calendar/feed')).json.feed.url as string;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
  });

  it('revokes: the address answers 404; unknown and malformed addresses too', async () => {
    const url = (await a.http.post('/api/calendar/feed')).json.feed.url as string;
    expect((await a.http.delete('/api/calendar/feed')).status).toBe(204);
    const res = await fetchFeed(url);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Este enlace de calendario no existe o ha sido revocado.');
    expect((await fetchFeed(`${app.baseUrl}/api/calendar/feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${app.baseUrl}/api/calendar/feed/nothing`)).status).toBe(404);
    // Revoking with nothing active is fine.
    expect((await a.http.delete('/api/calendar/feed')).status).toBe(204);
  });

  it('asks for a session to create or revoke an address', async () => {
    expect((await app.client().post('/api/calendar/feed')).status).toBe(401);
    expect((await app.client().delete('/api/calendar/feed')).status).toBe(401);
  });
});
