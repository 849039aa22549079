import { count, eq, inArray, sql } from 'drizzle-orm';
import '../../support/lift-every-policy';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema/auth';
import { notifications } from '../../../src/server/db/schema/notifications';
import { payments } from '../../../src/server/db/schema/payments';
import { projects } from '../../../src/server/db/schema/projects';
import { securityLogs } from '../../../src/server/db/schema/security-logs';
import { ticketReplies, tickets } from '../../../src/server/db/schema/tickets';
import { users } from '../../../src/server/db/schema/users';
import {
  AMOUNT_A,
  buildConsoleFixture,
  CLIENT_PASSWORD,
  consoleBodyFor,
  consoleCases,
  fresh,
} from '../../support/authorization-matrix-console';
import { consoleState, expectKept, type ConsoleState } from '../../support/console-state';
import { withPoliciesLifted } from '../../support/lift-policies';
import { rlsOnlySuite, type Kind } from '../../support/rls-only';

/**
 * The console matrix (users, invitations, tickets, invoices, the admin console, workspace, staff,
 * presence, sessions) and the notifications' admin powers, replayed by client B with every route
 * policy lifted: row-level security, the grants and the guard triggers alone must keep B away
 * from A's rows and from the admins' powers. Every policy module is mocked (`lift-every-policy`);
 * `unliftedPolicyMethods` finds any left out.
 */

/**
 * What each endpoint of the console matrix is for B with the policies lifted.
 * - refused 404: row-level security hides the row (A's, another user's), so the operation finds nothing.
 * - refused 403: the database raises 42501: the callers' role has no grant on the table (invitations;
 *   writes to invoices and tickets), or a guard trigger refuses the column.
 * - scoped: row-level security narrows what B reads (or writes) to B's own rows: a 2xx holding none of A's.
 * - config: reads the server's configuration, no row of anyone's; the route policy is its only
 *   guard, and the answer holds none of A's data either.
 * - public: the endpoint is everyone's (the invitation token is the credential); not replayed.
 */
const kinds: Record<string, Kind> = {
  // users: a client reads their own row and the staff's, updates only their own (role and ban guarded).
  'list users': 'scoped',
  'promote a user to admin': { refused: 404 },
  'change A’s role': { refused: 404 },
  'change role of an unknown user': { refused: 404 },
  'deactivate a user': { refused: 404 },
  'reactivate a user': { refused: 404 },
  // view as client: the client to view is read as the caller: A's row is hidden from B, and an
  // admin's row is no client's.
  'view the portal as A': { refused: 404 },
  'view the portal as an admin': { refused: 404 },
  // invitations: no grant at all for the clients' role.
  'list invitations': { refused: 403 },
  invite: { refused: 403 },
  'invite an admin': { refused: 403 },
  'revoke an invitation': { refused: 403 },
  'look an invitation up by token': 'public',
  'look up an unknown token': 'public',
  'accept an invitation': 'public',
  'accept with an unknown token': 'public',
  // tickets: a client reads and opens their own; no UPDATE grant.
  'list tickets': 'scoped',
  'open a ticket': 'scoped',
  'get A’s ticket': { refused: 404 },
  'get an unknown ticket': { refused: 404 },
  'move A’s ticket (state, priority, assignee)': { refused: 404 },
  'move B’s ticket (not even its owner may)': { refused: 403 },
  'reply to A’s ticket': { refused: 404 },
  // payments: a client reads their own; no INSERT or UPDATE grant.
  'list invoices': 'scoped',
  'list A’s invoices by user_id': 'scoped',
  'invoice totals': 'scoped',
  'invoice totals of A by user_id': 'scoped',
  'record an invoice for A': { refused: 404 },
  'edit A’s invoice': { refused: 403 },
  'mark A’s invoice paid': { refused: 403 },
  'cancel A’s invoice': { refused: 403 },
  'mark an unknown invoice paid': { refused: 403 },
  // admin console: every read runs under the caller's role.
  'sidebar counts': 'scoped',
  'security logs': 'scoped',
  'A’s security logs': 'scoped',
  integrations: 'config',
  environment: 'config',
  analytics: 'scoped',
  'team workload': 'scoped',
  workspace: 'scoped',
  staff: 'scoped',
  presence: 'scoped',
  // sessions: a caller reads (never the token) and ends their own only (0011_rls-sessions).
  'own sessions': 'scoped',
  'end A’s other session': { refused: 404 },
  'end every other session': 'scoped',
  // API tokens: a client reads, creates and revokes their own only (0040_api-tokens).
  'own API tokens': 'scoped',
  'create an API token': 'scoped',
  'revoke A’s API token': { refused: 404 },
  'A’s API tokens in the console': 'scoped',
  // webhooks: the clients' role has no grant on any webhook table (0041_webhooks).
  'list webhook endpoints': { refused: 403 },
  'register a webhook endpoint': { refused: 403 },
  'change a webhook endpoint': { refused: 403 },
  'change an unknown webhook endpoint': { refused: 403 },
  'remove a webhook endpoint': { refused: 403 },
  'rotate a webhook secret': { refused: 403 },
  'send a webhook test': { refused: 403 },
  'webhook delivery log': { refused: 403 },
  'one webhook delivery': { refused: 403 },
  'redeliver a webhook': { refused: 403 },
};

const suite = rlsOnlySuite(buildConsoleFixture, async (app, f) => {
  const ofA = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id);
  return [
    f.ids.a,
    f.emailA,
    'Cliente A',
    f.projectA,
    'Proyecto de A',
    f.phaseA,
    f.taskA,
    f.taskA2,
    f.taskDueA,
    f.ticketA,
    f.ticketSubjectA,
    f.invoiceA,
    String(AMOUNT_A),
    // The admins' state: the open invitation, and A's sessions, security trail and notifications.
    f.invitation.id,
    f.invitation.email,
    ...(await ofA(app.db.select().from(sessions).where(eq(sessions.userId, f.ids.a)))),
    ...(await ofA(app.db.select().from(securityLogs).where(eq(securityLogs.userId, f.ids.a)))),
    ...(await ofA(app.db.select().from(notifications).where(eq(notifications.userId, f.ids.a)))),
  ];
});

/** Nothing but B's own rows changed: A's, the admins' and everyone else's are as they were. */
function expectOnlyBsRowsChanged(before: ConsoleState, after: ConsoleState) {
  const { f } = suite;
  const ofB = (row: { userId: string | null }) => row.userId === f.ids.b;
  const adminIds = new Set(before.users.filter((u) => u.role === 'admin').map((u) => u.id));
  expectKept('users', before.users, after.users);
  expectKept('invitations', before.invitations, after.invitations);
  expectKept('payments', before.payments, after.payments);
  expectKept('tickets', before.tickets, after.tickets, { additions: ofB });
  expectKept('ticket_replies', before.ticketReplies, after.ticketReplies);
  expectKept('security_logs', before.securityLogs, after.securityLogs, { additions: ofB });
  expectKept('sessions', before.sessions, after.sessions, { changes: ofB });
  // B may tell the staff (a new ticket does), as B.
  expectKept('notifications', before.notifications, after.notifications, {
    additions: (n) => adminIds.has(n.userId) && (n.metadata as { sender_id?: string }).sender_id === f.ids.b,
  });
}

describe('with every route policy lifted, row-level security alone', () => {
  suite.itLiftsEveryPolicyAndClassifies(() => consoleCases.map((c) => c.name), kinds, 'console');

  it('refuses B every request on A’s rows and every admin power, and scopes B’s reads', async () => {
    const { app, f } = suite;
    // What the cases act on first, under the real policies (fresh users, invitations, invoices, sessions).
    const requests = [];
    for (const c of consoleCases.filter((c) => kinds[c.name] !== 'public')) {
      const created = c.fresh ? await c.fresh(f) : '';
      requests.push({ ...c, path: c.path(f, created), body: consoleBodyFor(c, f, created) });
    }
    const before = await consoleState(app);
    // An answer is scoped, or config where the table says the endpoint reads no rows at all.
    const answer = (name: string): Kind => (kinds[name] === 'config' ? 'config' : 'scoped');
    const { seen, leaks, notFromDatabase } = await suite.replay(requests, answer);
    expect(seen).toEqual(Object.fromEntries(Object.entries(kinds).filter(([, k]) => k !== 'public')));
    expect(leaks).toEqual([]);
    expect(notFromDatabase).toEqual([]);
    expectOnlyBsRowsChanged(before, await consoleState(app));
  });
});

describe('with every route policy lifted, B’s own requests get no more than B’s rows', () => {
  it('a reply to B’s own ticket as staff (isStaff lifted) cannot move it: 42501, nothing written', async () => {
    const { app, f } = suite;
    const before = await consoleState(app);
    const res = await withPoliciesLifted(() =>
      f.http.clientB.post(`/api/tickets/${f.ticketB}/replies`, { mensaje: 'Como si fuera el equipo' }),
    );
    expect(res.status, res.text).toBe(403);
    expect(res.json.error.details).toEqual({ sqlState: '42501' });
    expectOnlyBsRowsChanged(before, await consoleState(app));
    const replies = await app.db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, f.ticketB));
    expect(replies).toEqual([]);
  });

  it('roles and activity: B neither promotes themselves nor demotes or deactivates the admin', async () => {
    const { app, f } = suite;
    const before = await consoleState(app);
    await withPoliciesLifted(async () => {
      const promote = await f.http.clientB.patch(`/api/users/${f.ids.b}/role`, { role: 'admin' });
      expect(promote.status, promote.text).toBe(403);
      expect(promote.json.error.details).toEqual({ sqlState: '42501' });
      expect((await f.http.clientB.post(`/api/users/${f.ids.b}/deactivate`, {})).status).toBe(403);
      // The admin's row is readable (the staff are), never writable.
      expect((await f.http.clientB.patch(`/api/users/${f.ids.admin}/role`, { role: 'user' })).status).toBe(
        404,
      );
      expect((await f.http.clientB.post(`/api/users/${f.ids.admin}/deactivate`, {})).status).toBe(404);
    });
    expectOnlyBsRowsChanged(before, await consoleState(app));
  });

  it('admin counts and analytics count only B’s rows', async () => {
    const { app, f } = suite;
    const { counts, analytics } = await withPoliciesLifted(async () => ({
      counts: (await f.http.clientB.get('/api/admin/counts')).json,
      analytics: (await f.http.clientB.get('/api/analytics')).json,
    }));
    const n = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;
    const projectsOfB = await n(
      app.db.select({ n: count() }).from(projects).where(eq(projects.createdBy, f.ids.b)),
    );
    expect(counts).toEqual({
      users: 1 + (await n(app.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))),
      projects: projectsOfB,
      pending_approvals: await n(
        app.db
          .select({ n: count() })
          .from(projects)
          .where(sql`${projects.createdBy} = ${f.ids.b} AND ${projects.approvalStatus} = 'pending'`),
      ),
      tickets: await n(
        app.db
          .select({ n: count() })
          .from(tickets)
          .where(sql`${tickets.userId} = ${f.ids.b} AND ${tickets.estado} NOT IN ('resuelto', 'cerrado')`),
      ),
      payments: await n(
        app.db
          .select({ n: count() })
          .from(payments)
          .where(sql`${payments.userId} = ${f.ids.b} AND ${payments.status} = 'pending'`),
      ),
    });
    const byStatus = analytics.projects_by_status as Array<{ count: number }>;
    expect(byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(projectsOfB);
  });

  it('sessions: B lists and ends only B’s own; A’s survive', async () => {
    const { app, f } = suite;
    const sessionOfA = await fresh.sessionOfA(f);
    const secondOfB = app.client();
    const emailB = (await f.http.clientB.get('/api/me')).json.user.email;
    await secondOfB.post('/api/auth/sign-in/email', { email: emailB, password: CLIENT_PASSWORD });
    const before = await consoleState(app);
    const { listed, revokedA, others } = await withPoliciesLifted(async () => ({
      listed: (await f.http.clientB.get('/api/sessions')).json.sessions as Array<{ id: string }>,
      revokedA: (await f.http.clientB.delete(`/api/sessions/${sessionOfA}`)).status,
      others: (await f.http.clientB.post('/api/sessions/revoke-others', {})).json.count,
    }));
    const ofB = before.sessions.filter((s) => s.userId === f.ids.b).map((s) => s.id);
    expect(ofB).toHaveLength(2);
    expect(listed.map((s) => s.id).sort()).toEqual(ofB.sort());
    expect(revokedA).toBe(404);
    expect(others).toBe(1);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, f.ids.b))).toHaveLength(1);
    expectOnlyBsRowsChanged(before, await consoleState(app));
    expect((await secondOfB.get('/api/me')).status).toBe(401);
    expect((await f.http.clientA.get('/api/me')).status).toBe(200);
  });
});

describe('with every route policy lifted, the notifications’ admin powers', () => {
  it('B cannot notify A: A is hidden (404), nothing written', async () => {
    const { app, f } = suite;
    const before = await consoleState(app);
    const res = await withPoliciesLifted(() =>
      f.http.clientB.post('/api/notifications/send', { user_id: f.ids.a, title: 'Aviso', message: 'Falso' }),
    );
    expect(res.status, res.text).toBe(404);
    expect(await consoleState(app)).toEqual(before);
  });

  it('B cannot message everyone: 42501, nothing written', async () => {
    const { app, f } = suite;
    // The clients' role may write a notification to an admin, as itself (how a new project or a
    // ticket reply reaches the staff), but never read one back: the send reads back what it wrote.
    const before = await consoleState(app);
    const res = await withPoliciesLifted(() =>
      f.http.clientB.post('/api/notifications/send', { all: true, title: 'Aviso', message: 'A todos' }),
    );
    expect(res.status, res.text).toBe(403);
    expect(res.json.error.details).toEqual({ sqlState: '42501' });
    expect(await consoleState(app)).toEqual(before);
  });

  it('B’s purge of expired notifications deletes B’s own only', async () => {
    const { app, f } = suite;
    const past = new Date(Date.now() - 86_400_000);
    const expired = await app.db
      .insert(notifications)
      .values(
        [f.ids.a, f.ids.b, f.ids.admin].map((userId) => ({
          userId,
          title: 'Caducada',
          message: 'x',
          expiresAt: past,
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    const res = await withPoliciesLifted(() => f.http.clientB.post('/api/notifications/purge-expired', {}));
    expect(res.status, res.text).toBe(200);
    expect(res.json.count).toBe(1);
    const left = await app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          expired.map((n) => n.id),
        ),
      );
    expect(left.map((n) => n.userId).sort()).toEqual([f.ids.a, f.ids.admin].sort());
  });
});
