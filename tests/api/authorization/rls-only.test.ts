import { count, eq } from 'drizzle-orm';
import '../../support/lift-every-policy';
import { describe, expect, it } from 'vitest';
import {
  assistantActions,
  assistantConversations,
  websyConversationMemories,
  websyKnowledgeBase,
} from '../../../src/server/db/schema/assistant';
import { calendarAttendees, calendarEvents } from '../../../src/server/db/schema/calendar';
import { chatMessages } from '../../../src/server/db/schema/chat';
import { comments } from '../../../src/server/db/schema/comments';
import { githubConnections } from '../../../src/server/db/schema/github';
import { projectPhases } from '../../../src/server/db/schema/project-phases';
import { projects } from '../../../src/server/db/schema/projects';
import { tasks } from '../../../src/server/db/schema/tasks';
import { bodyFor, buildFixture, cases } from '../../support/authorization-matrix';
import { buildTask } from '../../support/factories';
import { withPoliciesLifted } from '../../support/lift-policies';
import { rlsOnlySuite, type Kind } from '../../support/rls-only';

/**
 * The projects matrix replayed by client B with every route policy lifted: row-level security
 * (and the database's guard triggers) alone must keep B away from A's data and from admin powers.
 * Every policy module is mocked (`lift-every-policy`); `unliftedPolicyMethods` finds any left out.
 */

/**
 * What each endpoint of the projects matrix is for B with the policies lifted.
 * - refused 404: row-level security hides A's row, so the operation finds nothing.
 * - refused 403: the database raises 42501 (no grant, a policy's WITH CHECK, a guard trigger).
 * - scoped: a read row-level security narrows to B's own rows; a 2xx holding none of A's.
 */
const kinds: Record<string, Kind> = {
  'list projects': 'scoped',
  // createsApproved lifted: B's project would be approved at once; the guard trigger refuses.
  'create project': { refused: 403 },
  'project stats': 'scoped',
  technologies: 'scoped',
  trends: 'scoped',
  'get project': { refused: 404 },
  'update project': { refused: 404 },
  'delete pending project': { refused: 404 },
  'delete rejected project': { refused: 404 },
  'similar projects': { refused: 404 },
  approve: { refused: 404 },
  reject: { refused: 404 },
  'request approval': { refused: 404 },
  progress: { refused: 404 },
  activity: { refused: 404 },
  metrics: { refused: 404 },
  'list phases of project': { refused: 404 },
  'create phase': { refused: 404 },
  'standard phases': { refused: 404 },
  'list all phases': 'scoped',
  'update phase': { refused: 404 },
  'delete phase': { refused: 404 },
  'list tasks of project': { refused: 404 },
  'list all tasks': 'scoped',
  'create task': { refused: 404 },
  'get task': { refused: 404 },
  'update task': { refused: 404 },
  'complete task': { refused: 404 },
  'delete task': { refused: 404 },
  'list task comments': { refused: 404 },
  'comment on task': { refused: 404 },
  'add dependency': { refused: 404 },
  'remove dependency': { refused: 404 },
  'list project comments': { refused: 404 },
  'comment on project': { refused: 404 },
  'delete comment': { refused: 404 },
  // An admin's list; the approval-requests view keeps the caller's row-level security.
  'approval requests': 'scoped',
  staff: 'scoped',
  'list members': { refused: 404 },
  'list documents': { refused: 404 },
  'create document': { refused: 404 },
  'get document': { refused: 404 },
  'rename document': { refused: 404 },
  'delete document': { refused: 404 },
  'list snapshots': { refused: 404 },
  'create snapshot': { refused: 404 },
  'view snapshot': { refused: 404 },
  'restore snapshot': { refused: 404 },
  'add member': { refused: 404 },
  'remove member': { refused: 404 },
  'chat messages': { refused: 404 },
  'chat catch-up': { refused: 404 },
  'send chat message': { refused: 404 },
  'edit chat message': { refused: 404 },
  'delete chat message': { refused: 404 },
  'mark chat read': { refused: 404 },
  // B's own rooms only: none of A's projects.
  'chat unread': 'scoped',
  'list files': { refused: 404 },
  'upload file': { refused: 404 },
  // B's own uploads today (none of A's counts).
  'upload quota': 'scoped',
  'download file': { refused: 404 },
  'delete file': { refused: 404 },
  // B's own status and conversations (a new one is B's own).
  'assistant status': 'scoped',
  'assistant greeting': 'scoped',
  // isAdmin lifted: the key pool's tables are granted to admins only (42501).
  'assistant key pool': { refused: 403 },
  'list assistant conversations': 'scoped',
  'create assistant conversation': 'scoped',
  'rename assistant conversation': { refused: 404 },
  'delete assistant conversation': { refused: 404 },
  'assistant conversation messages': { refused: 404 },
  'send assistant message': { refused: 404 },
  // A's action is not B's to decide: not found, and still pending (the snapshot below).
  'decide assistant action': { refused: 404 },
  // What the assistant remembers is B's own; A's memory and entries are hidden, and a knowledge
  // entry on A's project is refused by the insert policy's WITH CHECK (42501).
  'list assistant memories': 'scoped',
  'forget every assistant memory': 'scoped',
  'forget an assistant memory': { refused: 404 },
  'assistant profile': 'scoped',
  'reset assistant profile': 'scoped',
  'list knowledge entries': 'scoped',
  'create knowledge entry': { refused: 403 },
  'update knowledge entry': { refused: 404 },
  'delete knowledge entry': { refused: 404 },
  // The calendar: B's own events and feed only; A's events are hidden (a stranger invited by id is
  // refused by the attendees' WITH CHECK: the last test below).
  'list calendar events': 'scoped',
  'create calendar event': 'scoped',
  // The people B may invite: B's peers, read through row-level security (none of A's).
  'list calendar invitees': 'scoped',
  'update calendar event': { refused: 404 },
  'delete calendar event': { refused: 404 },
  'answer calendar event': { refused: 404 },
  'create calendar feed': 'scoped',
  'revoke calendar feed': 'scoped',
  // No session, no policy: the secret address is the key (not replayed: it is A's own feed).
  'calendar feed of A': 'public',
  'unknown calendar feed': 'public',
  // B's own projects' tasks only: none of A's figures, projects or tasks.
  'weekly report': 'scoped',
  'monthly report': 'scoped',
  // Admins only: the table is granted to websy_admin alone (42501).
  'list report schedules': { refused: 403 },
  'create report schedule': { refused: 403 },
  'update report schedule': { refused: 403 },
  'delete report schedule': { refused: 403 },
  // Google Calendar: always the caller's own link, found by their id (decision 0033); the matrix's
  // portal has no Google configured, so B is never connected: each operation finds no link.
  'google calendar status': 'scoped',
  'disconnect google calendar': { refused: 404 },
  'list google calendar events': { refused: 404 },
  'create google calendar event': { refused: 404 },
  'update google calendar event': { refused: 404 },
  'delete google calendar event': { refused: 404 },
  // B's own connection (B has none); A's dashboard is hidden by row-level security.
  'github connection': 'scoped',
  'github dashboard': { refused: 404 },
  'github dashboard of A': { refused: 404 },
  // view as client: B's own record of views; no view session of B's to end.
  'portal views': 'scoped',
  'exit a view': { refused: 404 },
  'connect github': 'scoped',
  'disconnect github': 'scoped',
  // The OAuth connect is the caller's own: B starts and finishes flows for B alone; the replay's
  // portal has no OAuth app, so both answer 404 ('GitHub OAuth no está configurado…').
  'start github oauth': { refused: 404 },
  'finish github oauth with a state never issued': { refused: 404 },
  // Code evidence: A's project and links are out of B's sight; B may not write links at all.
  'project code': { refused: 404 },
  'phase evidence of project': { refused: 404 },
  'link phase evidence': { refused: 404 },
  'unlink phase evidence': { refused: 403 },
  // Phase sign-offs: A's project is out of B's sight, so its phases and sign-offs are; the public
  // check of a digest needs no session (not replayed).
  'list signoffs': { refused: 404 },
  'submit signoff': { refused: 404 },
  'decide signoff': { refused: 404 },
  'withdraw signoff': { refused: 404 },
  'verify receipt digest': 'public',
  // Site care: A's project is out of B's sight; B may not delete hours at all (no grant: 42501).
  'site care': { refused: 404 },
  'configure site care': { refused: 404 },
  'check site now': { refused: 404 },
  'log care hours': { refused: 404 },
  'delete care hours': { refused: 403 },
  // Help centre: B's own rows (the counters are totals by design); the stats read B's rows only.
  'help state': 'scoped',
  'help view': 'scoped',
  'help vote': 'scoped',
  'help bookmark': 'scoped',
  'help stats': 'scoped',
  // Guided tours: B's own progress rows only.
  'tutorial progress': 'scoped',
  'save tutorial progress': 'scoped',
  'reset tutorial progress': 'scoped',
};

const suite = rlsOnlySuite(buildFixture, async (_app, f) => {
  const me = (await f.http.clientA.get('/api/me')).json.user;
  return [
    f.ids.a,
    me.email,
    me.full_name,
    f.projectA,
    'Proyecto de A',
    f.phaseA,
    f.taskA,
    f.taskA2,
    f.fileA,
    'Briefing',
    'Conversación de A',
    'login-de-A',
    'Nota de A',
  ];
});

async function snapshot() {
  const { app, f } = suite;
  const [project] = await app.db.select().from(projects).where(eq(projects.id, f.projectA));
  const [ofB] = await app.db.select({ n: count() }).from(projects).where(eq(projects.createdBy, f.ids.b));
  return {
    project,
    phases: await app.db.select().from(projectPhases).where(eq(projectPhases.projectId, f.projectA)),
    tasks: (await app.db.select().from(tasks).where(eq(tasks.projectId, f.projectA))).map((t) => ({
      ...t,
      updatedAt: null,
    })),
    comments: await app.db.select().from(comments).where(eq(comments.projectId, f.projectA)),
    chat: await app.db.select().from(chatMessages).orderBy(chatMessages.id),
    conversationsOfA: await app.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.userId, f.ids.a))
      .orderBy(assistantConversations.id),
    actions: await app.db.select().from(assistantActions).orderBy(assistantActions.id),
    memories: await app.db.select().from(websyConversationMemories).orderBy(websyConversationMemories.id),
    knowledge: await app.db.select().from(websyKnowledgeBase).orderBy(websyKnowledgeBase.id),
    eventsOfA: await app.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.organizerId, f.ids.a))
      .orderBy(calendarEvents.id),
    attendees: await app.db.select().from(calendarAttendees).orderBy(calendarAttendees.id),
    projectsOfB: ofB!.n,
    githubOfA: await app.db.select().from(githubConnections).where(eq(githubConnections.userId, f.ids.a)),
  };
}

describe('with every route policy lifted, row-level security alone', () => {
  suite.itLiftsEveryPolicyAndClassifies(() => cases.map((c) => c.name), kinds, 'projects');

  it('refuses B every request on A’s rows and every admin power, and scopes B’s reads', async () => {
    const { f } = suite;
    // Paths first, under the real policies: some build fresh resources of A's (as A or the admin).
    const requests = [];
    for (const c of cases.filter((c) => kinds[c.name] !== 'public')) {
      requests.push({ ...c, path: await c.path(f), body: bodyFor(c, f) });
    }
    const before = await snapshot();
    const { seen, leaks, notFromDatabase } = await suite.replay(requests, () => 'scoped');
    expect(seen).toEqual(Object.fromEntries(Object.entries(kinds).filter(([, k]) => k !== 'public')));
    expect(leaks).toEqual([]);
    expect(notFromDatabase).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('shows B, with the help stats unlocked, none of A’s votes or views', async () => {
    const { f } = suite;
    await f.http.clientA.put('/api/help/articles/voted-by-a/vote', { vote: 'not_helpful' });
    await f.http.clientA.post('/api/help/articles/voted-by-a/view', {});
    const stats = await withPoliciesLifted(() => f.http.clientB.get('/api/help/stats'));
    expect(stats.status).toBe(200);
    expect(stats.text).not.toContain('voted-by-a');
    expect(stats.text).not.toContain(f.ids.a);
  });

  it('refuses B deleting, approving or rejecting A’s projects (404) and leaves them', async () => {
    const { app, f } = suite;
    await withPoliciesLifted(async () => {
      for (const action of ['approve', 'reject', 'approval-request']) {
        const res = await f.http.clientB.post(`/api/projects/${f.projectA}/${action}`, {});
        expect(res.status).toBe(404);
      }
      expect((await f.http.clientB.delete(`/api/projects/${f.projectA}`)).status).toBe(404);
      expect((await f.http.clientB.post(`/api/tasks/${f.taskA}/complete`, {})).status).toBe(404);
      expect((await f.http.clientB.delete(`/api/tasks/${f.taskA}`)).status).toBe(404);
      expect((await f.http.clientB.delete(`/api/phases/${f.phaseA}`)).status).toBe(404);
    });
    const [project] = await app.db.select().from(projects).where(eq(projects.id, f.projectA));
    expect(project!.approvalStatus).toBe('approved');
    const [task] = await app.db.select().from(tasks).where(eq(tasks.id, f.taskA));
    expect(task!.status).toBe('pending');
  });

  it('refuses B a project in A’s name (42501 → 403)', async () => {
    const { f } = suite;
    const before = await snapshot();
    const res = await withPoliciesLifted(() =>
      f.http.clientB.post('/api/projects', { name: 'En nombre de A', user_id: f.ids.a }),
    );
    expect(res.status, res.text).toBe(403);
    expect(res.json.error.details).toEqual({ sqlState: '42501' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses B the admin’s powers over B’s own project (42501 → 403), changing nothing', async () => {
    const { app, f } = suite;
    const own = f.projectB;
    const taskOfB = await buildTask(f.http.admin, own);
    await withPoliciesLifted(async () => {
      const approve = await f.http.clientB.post(`/api/projects/${own}/approve`, {});
      expect(approve.status).toBe(403);
      // The database's refusal (42501), not the (lifted) route policy's message.
      expect(approve.json.error.message).toBe(
        'No tienes permisos para realizar esta acción. Contacta con el administrador.',
      );
      expect(approve.json.error.details).toEqual({ sqlState: '42501' });
      expect((await f.http.clientB.patch(`/api/projects/${own}`, { status: 'production' })).status).toBe(403);
      expect((await f.http.clientB.post(`/api/projects/${own}/phases`, {})).status).toBe(403);
      expect((await f.http.clientB.post('/api/tasks', { project_id: own, title: 'Mía' })).status).toBe(403);
      expect((await f.http.clientB.delete(`/api/projects/${own}`)).status).toBe(403);
      expect((await f.http.clientB.post(`/api/tasks/${taskOfB.id}/complete`, {})).status).toBe(403);
    });
    const [project] = await app.db.select().from(projects).where(eq(projects.id, own));
    expect(project).toMatchObject({ approvalStatus: 'pending', status: 'development' });
    expect(await app.db.select().from(projectPhases).where(eq(projectPhases.projectId, own))).toHaveLength(0);
    const ofB = await app.db.select().from(tasks).where(eq(tasks.projectId, own));
    expect(ofB.map((t) => [t.id, t.status])).toEqual([[taskOfB.id, 'pending']]);
  });

  it('refuses B inviting a portal user B shares no project with (42501 → 403, or 404 unseen), and A’s events', async () => {
    const { app, f } = suite;
    const times = { start_at: '2030-03-01T10:00:00.000Z', end_at: '2030-03-01T11:00:00.000Z' };
    const before = await snapshot();
    const ofA = (
      await f.http.clientA.post('/api/calendar/events', {
        ...times,
        summary: 'Solo de A',
        attendees: [{ user_id: f.ids.collaborator }],
      })
    ).json.event.id as string;
    await withPoliciesLifted(async () => {
      // The agency's admin: a user B may see, on none of B's projects.
      const invite = await f.http.clientB.post('/api/calendar/events', {
        ...times,
        summary: 'Con la agencia',
        attendees: [{ user_id: f.ids.admin }],
      });
      expect(invite.status, invite.text).toBe(403);
      expect(invite.json.error.details).toEqual({ sqlState: '42501' });
      // A, whom B cannot even see.
      const withA = await f.http.clientB.post('/api/calendar/events', {
        ...times,
        summary: 'Con A',
        attendees: [{ user_id: f.ids.a }],
      });
      expect(withA.status).toBe(404);
      const aboutA = await f.http.clientB.post('/api/calendar/events', {
        ...times,
        summary: 'Sobre el proyecto de A',
        project_id: f.projectA,
      });
      expect(aboutA.status).toBe(403);
      expect((await f.http.clientB.patch(`/api/calendar/events/${ofA}`, { summary: 'B' })).status).toBe(404);
      expect((await f.http.clientB.delete(`/api/calendar/events/${ofA}`)).status).toBe(404);
      // A's collaborator, an attendee, may answer but never edit or delete it.
      expect((await f.collaborator.patch(`/api/calendar/events/${ofA}`, { summary: 'C' })).status).toBe(403);
      expect((await f.collaborator.delete(`/api/calendar/events/${ofA}`)).status).toBe(403);
    });
    const [event] = await app.db.select().from(calendarEvents).where(eq(calendarEvents.id, ofA));
    expect(event!.summary).toBe('Solo de A');
    const after = await snapshot();
    expect(after.eventsOfA.filter((e) => e.id !== ofA)).toEqual(before.eventsOfA);
  });
});
