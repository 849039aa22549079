import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEventCan } from '../../../src/shared/schemas/calendar';
import type { HttpClient } from '../../support/http-client';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Each calendar rule through both sides (shared/domain/calendar-policy.ts): what an event's `can`
 * and the invitees list tell the web is what the endpoints then do.
 */

let app: TestApp;
let people: Record<Who, { http: HttpClient; id: string }>;
let stranger: Awaited<ReturnType<typeof signUpUser>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
const WINDOW = `from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(30 * DAY))}`;

type Who = 'organizer' | 'attendee' | 'admin';

beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  const organizer = await signUpUser(app, { name: 'Ana Organiza' });
  const attendee = await signUpUser(app, { name: 'Carlos Asiste' });
  stranger = await signUpUser(app, { name: 'Sofía Ajena' });
  const project = (await buildProject(organizer.http, { name: 'Tienda de Ana' })).id;
  await admin.http.post(`/api/projects/${project}/approve`, {});
  expect(
    (await organizer.http.post(`/api/projects/${project}/members`, { email: attendee.email })).status,
  ).toBe(201);
  // The agency's staff on the project: the admin, assigned to it (so the organiser may invite them).
  expect((await admin.http.post(`/api/projects/${project}/members`, { user_id: admin.id })).status).toBe(201);
  people = { organizer, attendee, admin };
});
afterAll(async () => {
  await app?.close();
});

/** An event `by` organises, everyone else of the three invited. */
async function eventBy(by: Who): Promise<string> {
  const res = await people[by].http.post('/api/calendar/events', {
    summary: 'Llamada de seguimiento',
    start_at: at(2 * DAY),
    end_at: at(2 * DAY + HOUR),
    attendees: (Object.keys(people) as Who[]).filter((w) => w !== by).map((w) => ({ user_id: people[w].id })),
  });
  expect(res.status, res.text).toBe(201);
  return res.json.event.id;
}

const actions: Record<
  keyof CalendarEventCan,
  (http: HttpClient, id: string) => ReturnType<HttpClient['get']>
> = {
  update: (http, id) => http.request('PATCH', `/api/calendar/events/${id}`, { summary: 'Movida' }),
  delete: (http, id) => http.request('DELETE', `/api/calendar/events/${id}`),
};
const rules = Object.keys(actions) as Array<keyof CalendarEventCan>;
const seen = new Map<keyof CalendarEventCan, Set<boolean>>(rules.map((r) => [r, new Set()]));

describe('an event’s `can` is what its endpoints do', () => {
  for (const rule of rules) {
    for (const by of ['organizer', 'admin'] as const) {
      for (const who of ['organizer', 'attendee', 'admin'] as const) {
        it(`${rule}: the ${who}, an event the ${by} organises`, async () => {
          const id = await eventBy(by);
          const { http } = people[who];
          const list = await http.get(`/api/calendar/events?${WINDOW}`);
          expect(list.status, list.text).toBe(200);
          const event = list.json.events.find((e: { id: string }) => e.id === id);
          expect(event, 'the caller organises or attends it').toBeDefined();
          const can: CalendarEventCan = event.can;
          const res = await actions[rule](http, id);
          expect(res.status < 300, `${res.status} ${res.text}`).toBe(can[rule]);
          if (!can[rule]) expect(res.status).toBe(403);
          seen.get(rule)!.add(can[rule]);
        });
      }
    }
  }

  it('each rule both allowed and refused someone above', () => {
    for (const rule of rules) expect([...seen.get(rule)!].sort(), rule).toEqual([false, true]);
  });

  it('answers with `can` on what a change returns too', async () => {
    const id = await eventBy('organizer');
    const res = await people.admin.http.request('PATCH', `/api/calendar/events/${id}`, { summary: 'Otra' });
    expect(res.json.event.can).toEqual({ update: true, delete: true });
    const answered = await people.attendee.http.request('PATCH', `/api/calendar/events/${id}/response`, {
      response: 'accepted',
    });
    expect(answered.json.event.can).toEqual({ update: false, delete: false });
  });
});

describe('the invitees the server offers are those it lets the caller invite', () => {
  const invite = (http: HttpClient, userId: string) =>
    http.post('/api/calendar/events', {
      summary: 'Invitación',
      start_at: at(DAY),
      end_at: at(DAY + HOUR),
      attendees: [{ user_id: userId }],
    });

  it('a client is offered the people they share a project with, never themselves nor a stranger', async () => {
    const res = await people.organizer.http.get('/api/calendar/invitees');
    expect(res.status, res.text).toBe(200);
    const offered = res.json.invitees.map((p: { user_id: string }) => p.user_id);
    expect(offered.sort()).toEqual([people.attendee.id, people.admin.id].sort());
    expect(res.json.invitees).toContainEqual({
      user_id: people.attendee.id,
      email: expect.any(String),
      name: 'Carlos Asiste',
    });
    for (const id of offered) expect((await invite(people.organizer.http, id)).status).toBe(201);
    const refused = await invite(people.organizer.http, stranger.id);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(
      'Error creando evento: solo puedes invitar a personas con las que compartes un proyecto, o a direcciones de correo externas.',
    );
  });

  it('an admin is offered every active account, the stranger included, and may invite them', async () => {
    const offered = (await people.admin.http.get('/api/calendar/invitees')).json.invitees.map(
      (p: { user_id: string }) => p.user_id,
    );
    expect(offered).toEqual(expect.arrayContaining([people.organizer.id, people.attendee.id, stranger.id]));
    expect(offered).not.toContain(people.admin.id);
    expect((await invite(people.admin.http, stranger.id)).status).toBe(201);
  });

  it('a client who shares no project is offered nobody, and may invite nobody by id', async () => {
    const res = await stranger.http.get('/api/calendar/invitees');
    expect(res.json.invitees).toEqual([]);
    expect((await invite(stranger.http, people.organizer.id)).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/calendar/invitees')).status).toBe(401);
  });
});
