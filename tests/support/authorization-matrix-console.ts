import { randomUUID } from 'node:crypto';
import { userPresence } from '../../src/server/db/schema/user-presence';
import { buildFixture, type Case, type Fixture, type Principal } from './authorization-matrix';
import { buildTask } from './factories';
import type { HttpClient } from './http-client';
import { addDays, databaseToday, signUpUser, type TestApp } from './test-app';

/** signUpUser's default password: the fixture's clients were registered with it. */
export const CLIENT_PASSWORD = 'client-password-1';

/** Distinct amounts, so a total of B's that picked up A's rows shows at once. */
export const AMOUNT_A = 1234.5;
export const AMOUNT_B = 100;

export interface ConsoleFixture extends Fixture {
  /** Today on the database's calendar, the one invoices and due dates are judged by. */
  today: string;
  emailA: string;
  /** A's support ticket (one reply from the agency) and B's own. */
  ticketA: string;
  ticketB: string;
  ticketSubjectA: string;
  /** Invoices the admin issued to A (on A's project) and to B, both pending and due in the future. */
  invoiceA: string;
  invoiceB: string;
  /** An open invitation (stays open: revoke and accept cases use fresh ones). */
  invitation: { id: string; token: string; email: string };
  /** A pending task of A's due today (shows in A's /api/workspace). */
  taskDueA: string;
}

async function ok<T = any>(
  res: Promise<{ status: number; json: any; text: string }>,
  expected: number,
  what: string,
): Promise<T> {
  const r = await res;
  if (r.status !== expected) throw new Error(`${what} failed: ${r.status} ${r.text}`);
  return r.json as T;
}

/** An invitation issued by the admin; its token comes from the invitation mail, as the invitee gets it. */
async function invite(f: Fixture, role: 'user' | 'admin' = 'user') {
  const email = `invitado-${randomUUID().slice(0, 8)}@example.com`;
  const json = await ok(f.http.admin.post('/api/invitations', { email, role }), 201, 'invitation');
  const mail = await f.app.mail.waitFor(email);
  const token = /\/invite\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return { id: json.invitation.id as string, token, email };
}

const invoiceBody = (today: string, userId: string, amount: number, projectId?: string) => ({
  user_id: userId,
  ...(projectId && { project_id: projectId }),
  concept: 'Desarrollo web (50 %)',
  amount,
  currency: 'EUR',
  issue_date: today,
  due_date: addDays(today, 30),
});

async function ticketOf(http: HttpClient, asunto: string) {
  return (
    await ok(
      http.post('/api/tickets', { asunto, mensaje: 'Detalle del problema', prioridad: 'media' }),
      201,
      'ticket',
    )
  ).ticket.id as string;
}

async function invoiceFor(
  f: Fixture & { today: string },
  userId: string,
  amount: number,
  projectId?: string,
) {
  return (
    await ok(
      f.http.admin.post('/api/payments', invoiceBody(f.today, userId, amount, projectId)),
      201,
      'invoice',
    )
  ).payment.id as string;
}

/**
 * The projects matrix fixture plus the console's rows: a ticket, an invoice and a presence row
 * each for A and B, an open invitation, and a task of A's due this week.
 */
export async function buildConsoleFixture(app: TestApp): Promise<ConsoleFixture> {
  const f = { ...(await buildFixture(app)), today: await databaseToday(app) };
  const emailA = (await ok(f.http.clientA.get('/api/me'), 200, 'me')).user.email as string;
  const ticketSubjectA = `Incidencia privada de A ${randomUUID().slice(0, 6)}`;
  const ticketA = await ticketOf(f.http.clientA, ticketSubjectA);
  await ok(f.http.admin.post(`/api/tickets/${ticketA}/replies`, { mensaje: 'Lo miramos' }), 201, 'reply');
  const ticketB = await ticketOf(f.http.clientB, 'Incidencia de B');
  const invoiceA = await invoiceFor(f, f.ids.a, AMOUNT_A, f.projectA);
  const invoiceB = await invoiceFor(f, f.ids.b, AMOUNT_B);
  const invitation = await invite(f);
  const taskDueA = (await buildTask(f.http.admin, f.projectA, { title: 'Entrega de A', due_date: f.today }))
    .id;
  // Presence rows are written by the realtime socket; here directly, for the presence list checks.
  await app.db
    .insert(userPresence)
    .values(
      [f.ids.a, f.ids.b, f.ids.admin].map((userId) => ({
        userId,
        status: 'online' as const,
        lastSeen: new Date(),
      })),
    )
    .onConflictDoNothing();
  return { ...f, emailA, ticketA, ticketB, ticketSubjectA, invoiceA, invoiceB, invitation, taskDueA };
}

/** Resources destructive cases act on, created anew for each principal's request. */
export const fresh = {
  user: async (f: ConsoleFixture) => (await signUpUser(f.app)).id,
  deactivatedUser: async (f: ConsoleFixture) => {
    const { id } = await signUpUser(f.app);
    await ok(f.http.admin.post(`/api/users/${id}/deactivate`, { reason: 'Prueba' }), 200, 'deactivate');
    return id;
  },
  invitation: async (f: ConsoleFixture) => (await invite(f)).id,
  invitationToken: async (f: ConsoleFixture) => (await invite(f)).token,
  invoiceOfA: (f: ConsoleFixture) => invoiceFor(f, f.ids.a, 10, f.projectA),
  /** A second signed-in session of A's (another browser), by its id. */
  sessionOfA: async (f: ConsoleFixture) => {
    const other = f.app.client();
    await ok(
      other.post('/api/auth/sign-in/email', { email: f.emailA, password: CLIENT_PASSWORD }),
      200,
      'sign-in of A',
    );
    const sessions = (await ok(other.get('/api/sessions'), 200, 'sessions')).sessions as Array<{
      id: string;
      current: boolean;
    }>;
    return sessions.find((s) => s.current)!.id;
  },
  /** A webhook endpoint the admin registered (decision 0056); the test app sends nothing. */
  webhookEndpoint: async (f: ConsoleFixture) =>
    (
      await ok(
        f.http.admin.post('/api/webhooks/endpoints', {
          url: 'https://hooks.example.com/websy',
          events: ['project.created'],
        }),
        201,
        'webhook endpoint',
      )
    ).endpoint.id as string,
  /** A delivery of a test event to a new endpoint. */
  webhookDelivery: async (f: ConsoleFixture) => {
    const endpoint = await fresh.webhookEndpoint(f);
    return (await ok(f.http.admin.post(`/api/webhooks/endpoints/${endpoint}/test`, {}), 201, 'test delivery'))
      .delivery.id as string;
  },
  /** An API token of A's (decision 0055), by its id. */
  apiTokenOfA: async (f: ConsoleFixture) =>
    (
      await ok(
        f.http.clientA.post('/api/api-tokens', {
          name: 'Token de A',
          scopes: ['projects:read'],
          expires_in_days: 7,
        }),
        201,
        'API token of A',
      )
    ).token.id as string,
};

export interface ConsoleCase extends Omit<Case, 'path' | 'body'> {
  /** The OpenAPI operation exercised, e.g. `get /api/tickets/{id}`. */
  op: string;
  /** Creates what the case acts on (once per request); its result reaches `path` and `body`. */
  fresh?: (f: ConsoleFixture) => Promise<string>;
  path: (f: ConsoleFixture, created: string) => string;
  body?: (f: ConsoleFixture, created: string) => unknown;
  /**
   * Sent from a copy of the principal's cookies: the answer signs a new user in, and its cookie
   * must not replace the principal's session.
   */
  isolated?: boolean;
}

const all = (
  anonymous: number,
  clientA: number,
  clientB: number,
  admin: number,
): Record<Principal, number> => ({
  anonymous,
  clientA,
  clientB,
  admin,
});
const adminOnly = (ok: number) => all(401, 403, 403, ok);
const signedIn = (ok: number) => all(401, ok, ok, ok);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every issue-5 endpoint (admin console and client self-service) × {anonymous, client A, client B, admin}. */
export const consoleCases: ConsoleCase[] = [
  // Users (admin console)
  {
    name: 'list users',
    op: 'get /api/users',
    method: 'GET',
    path: () => '/api/users?search=cliente&status=active',
    expect: adminOnly(200),
  },
  {
    name: 'promote a user to admin',
    op: 'patch /api/users/{id}/role',
    method: 'PATCH',
    fresh: fresh.user,
    path: (_f, id) => `/api/users/${id}/role`,
    body: () => ({ role: 'admin' }),
    expect: adminOnly(200),
  },
  {
    name: 'change A’s role',
    op: 'patch /api/users/{id}/role',
    method: 'PATCH',
    path: (f) => `/api/users/${f.ids.a}/role`,
    body: () => ({ role: 'user' }),
    expect: adminOnly(200),
  },
  {
    name: 'change role of an unknown user',
    op: 'patch /api/users/{id}/role',
    method: 'PATCH',
    path: () => `/api/users/${UNKNOWN}/role`,
    body: () => ({ role: 'user' }),
    expect: adminOnly(404),
  },
  {
    name: 'deactivate a user',
    op: 'post /api/users/{id}/deactivate',
    method: 'POST',
    fresh: fresh.user,
    path: (_f, id) => `/api/users/${id}/deactivate`,
    body: () => ({ reason: 'Fin de contrato' }),
    expect: adminOnly(200),
  },
  {
    name: 'reactivate a user',
    op: 'post /api/users/{id}/reactivate',
    method: 'POST',
    fresh: fresh.deactivatedUser,
    path: (_f, id) => `/api/users/${id}/reactivate`,
    expect: adminOnly(200),
  },
  // View as client (decision 0054): sent from a copy of the cookies, its answer swaps the session.
  // Only a client can be viewed: an admin reads as unknown.
  {
    name: 'view the portal as A',
    op: 'post /api/users/{id}/view-as',
    method: 'POST',
    path: (f) => `/api/users/${f.ids.a}/view-as`,
    expect: adminOnly(200),
    isolated: true,
  },
  {
    name: 'view the portal as an admin',
    op: 'post /api/users/{id}/view-as',
    method: 'POST',
    path: (f) => `/api/users/${f.ids.admin}/view-as`,
    expect: adminOnly(404),
    isolated: true,
  },

  // Invitations: management is the admin's; lookup and accept are public, the token is the credential.
  {
    name: 'list invitations',
    op: 'get /api/invitations',
    method: 'GET',
    path: () => '/api/invitations',
    expect: adminOnly(200),
  },
  {
    name: 'invite',
    op: 'post /api/invitations',
    method: 'POST',
    path: () => '/api/invitations',
    body: () => ({ email: `nuevo-${randomUUID().slice(0, 8)}@example.com`, role: 'user' }),
    expect: adminOnly(201),
  },
  {
    name: 'invite an admin',
    op: 'post /api/invitations',
    method: 'POST',
    path: () => '/api/invitations',
    body: () => ({ email: `socio-${randomUUID().slice(0, 8)}@example.com`, role: 'admin' }),
    expect: adminOnly(201),
  },
  {
    name: 'revoke an invitation',
    op: 'delete /api/invitations/{id}',
    method: 'DELETE',
    fresh: fresh.invitation,
    path: (_f, id) => `/api/invitations/${id}`,
    expect: adminOnly(204),
  },
  {
    name: 'look an invitation up by token',
    op: 'get /api/invitations/lookup',
    method: 'GET',
    path: (f) => `/api/invitations/lookup?token=${f.invitation.token}`,
    expect: all(200, 200, 200, 200),
  },
  {
    name: 'look up an unknown token',
    op: 'get /api/invitations/lookup',
    method: 'GET',
    path: () => `/api/invitations/lookup?token=${'x'.repeat(43)}`,
    expect: all(404, 404, 404, 404),
  },
  {
    name: 'accept an invitation',
    op: 'post /api/invitations/accept',
    method: 'POST',
    fresh: fresh.invitationToken,
    isolated: true,
    path: () => '/api/invitations/accept',
    body: (_f, token) => ({ token, full_name: 'Nuevo Cliente', password: 'nuevo-cliente-1' }),
    expect: all(201, 201, 201, 201),
  },
  {
    name: 'accept with an unknown token',
    op: 'post /api/invitations/accept',
    method: 'POST',
    isolated: true,
    path: () => '/api/invitations/accept',
    body: () => ({ token: 'y'.repeat(43), full_name: 'Intruso', password: 'intruso-pass-1' }),
    expect: all(404, 404, 404, 404),
  },

  // Tickets: a client's own (404 on anyone else's: existence hidden); state/priority/assignment the admin's.
  {
    name: 'list tickets',
    op: 'get /api/tickets',
    method: 'GET',
    path: () => '/api/tickets',
    expect: signedIn(200),
  },
  {
    name: 'open a ticket',
    op: 'post /api/tickets',
    method: 'POST',
    path: () => '/api/tickets',
    body: () => ({ asunto: 'No carga la web', mensaje: 'Sale un error 500', prioridad: 'alta' }),
    expect: signedIn(201),
  },
  {
    name: 'get A’s ticket',
    op: 'get /api/tickets/{id}',
    method: 'GET',
    path: (f) => `/api/tickets/${f.ticketA}`,
    expect: all(401, 200, 404, 200),
  },
  {
    name: 'get an unknown ticket',
    op: 'get /api/tickets/{id}',
    method: 'GET',
    path: () => `/api/tickets/${UNKNOWN}`,
    expect: all(401, 404, 404, 404),
  },
  {
    name: 'move A’s ticket (state, priority, assignee)',
    op: 'patch /api/tickets/{id}',
    method: 'PATCH',
    path: (f) => `/api/tickets/${f.ticketA}`,
    body: (f) => ({ estado: 'en_progreso', prioridad: 'urgente', assigned_to: f.ids.admin }),
    expect: adminOnly(200),
  },
  {
    name: 'move B’s ticket (not even its owner may)',
    op: 'patch /api/tickets/{id}',
    method: 'PATCH',
    path: (f) => `/api/tickets/${f.ticketB}`,
    body: () => ({ estado: 'cerrado' }),
    expect: adminOnly(200),
  },
  {
    name: 'reply to A’s ticket',
    op: 'post /api/tickets/{id}/replies',
    method: 'POST',
    path: (f) => `/api/tickets/${f.ticketA}/replies`,
    body: () => ({ mensaje: 'Más detalles' }),
    expect: all(401, 201, 404, 201),
  },

  // Payments: a client reads their own invoices; recording and settling them is the admin's.
  {
    name: 'list invoices',
    op: 'get /api/payments',
    method: 'GET',
    path: () => '/api/payments',
    expect: signedIn(200),
  },
  {
    name: 'list A’s invoices by user_id',
    op: 'get /api/payments',
    method: 'GET',
    path: (f) => `/api/payments?user_id=${f.ids.a}`,
    expect: signedIn(200),
  },
  {
    name: 'invoice totals',
    op: 'get /api/payments/summary',
    method: 'GET',
    path: () => '/api/payments/summary',
    expect: signedIn(200),
  },
  {
    name: 'invoice totals of A by user_id',
    op: 'get /api/payments/summary',
    method: 'GET',
    path: (f) => `/api/payments/summary?user_id=${f.ids.a}`,
    expect: adminOnly(200),
  },
  {
    name: 'record an invoice for A',
    op: 'post /api/payments',
    method: 'POST',
    path: () => '/api/payments',
    body: (f) => invoiceBody(f.today, f.ids.a, 50, f.projectA),
    expect: adminOnly(201),
  },
  {
    name: 'edit A’s invoice',
    op: 'patch /api/payments/{id}',
    method: 'PATCH',
    path: (f) => `/api/payments/${f.invoiceA}`,
    body: () => ({ concept: 'Desarrollo web (segundo pago)' }),
    expect: adminOnly(200),
  },
  {
    name: 'mark A’s invoice paid',
    op: 'post /api/payments/{id}/mark-paid',
    method: 'POST',
    fresh: fresh.invoiceOfA,
    path: (_f, id) => `/api/payments/${id}/mark-paid`,
    expect: adminOnly(200),
  },
  {
    name: 'cancel A’s invoice',
    op: 'post /api/payments/{id}/cancel',
    method: 'POST',
    fresh: fresh.invoiceOfA,
    path: (_f, id) => `/api/payments/${id}/cancel`,
    expect: adminOnly(200),
  },
  {
    name: 'mark an unknown invoice paid',
    op: 'post /api/payments/{id}/mark-paid',
    method: 'POST',
    path: () => `/api/payments/${UNKNOWN}/mark-paid`,
    expect: adminOnly(404),
  },

  // Admin console overview
  {
    name: 'sidebar counts',
    op: 'get /api/admin/counts',
    method: 'GET',
    path: () => '/api/admin/counts',
    expect: adminOnly(200),
  },
  {
    name: 'security logs',
    op: 'get /api/admin/security-logs',
    method: 'GET',
    path: () => '/api/admin/security-logs',
    expect: adminOnly(200),
  },
  {
    name: 'A’s security logs',
    op: 'get /api/admin/security-logs',
    method: 'GET',
    path: (f) => `/api/admin/security-logs?user_id=${f.ids.a}`,
    expect: adminOnly(200),
  },
  {
    name: 'integrations',
    op: 'get /api/admin/integrations',
    method: 'GET',
    path: () => '/api/admin/integrations',
    expect: adminOnly(200),
  },
  {
    name: 'environment',
    op: 'get /api/admin/environment',
    method: 'GET',
    path: () => '/api/admin/environment',
    expect: adminOnly(200),
  },
  {
    name: 'analytics',
    op: 'get /api/analytics',
    method: 'GET',
    path: () => '/api/analytics',
    expect: adminOnly(200),
  },
  {
    name: 'team workload',
    op: 'get /api/team',
    method: 'GET',
    path: () => '/api/team',
    expect: adminOnly(200),
  },
  {
    name: 'workspace',
    op: 'get /api/workspace',
    method: 'GET',
    path: () => '/api/workspace',
    expect: signedIn(200),
  },

  // Signed webhooks (decision 0056): admins only
  {
    name: 'list webhook endpoints',
    op: 'get /api/webhooks/endpoints',
    method: 'GET',
    path: () => '/api/webhooks/endpoints',
    expect: adminOnly(200),
  },
  {
    name: 'register a webhook endpoint',
    op: 'post /api/webhooks/endpoints',
    method: 'POST',
    path: () => '/api/webhooks/endpoints',
    body: () => ({ url: 'https://hooks.example.com/new', events: ['invoice.paid'] }),
    expect: adminOnly(201),
  },
  {
    name: 'change a webhook endpoint',
    op: 'patch /api/webhooks/endpoints/{id}',
    method: 'PATCH',
    fresh: (f) => fresh.webhookEndpoint(f),
    path: (_f, id) => `/api/webhooks/endpoints/${id}`,
    body: () => ({ description: 'CRM' }),
    expect: adminOnly(200),
  },
  {
    name: 'change an unknown webhook endpoint',
    op: 'patch /api/webhooks/endpoints/{id}',
    method: 'PATCH',
    path: () => `/api/webhooks/endpoints/${UNKNOWN}`,
    body: () => ({ description: 'CRM' }),
    expect: adminOnly(404),
  },
  {
    name: 'remove a webhook endpoint',
    op: 'delete /api/webhooks/endpoints/{id}',
    method: 'DELETE',
    fresh: (f) => fresh.webhookEndpoint(f),
    path: (_f, id) => `/api/webhooks/endpoints/${id}`,
    expect: adminOnly(204),
  },
  {
    name: 'rotate a webhook secret',
    op: 'post /api/webhooks/endpoints/{id}/rotate-secret',
    method: 'POST',
    fresh: (f) => fresh.webhookEndpoint(f),
    path: (_f, id) => `/api/webhooks/endpoints/${id}/rotate-secret`,
    expect: adminOnly(200),
  },
  {
    name: 'send a webhook test',
    op: 'post /api/webhooks/endpoints/{id}/test',
    method: 'POST',
    fresh: (f) => fresh.webhookEndpoint(f),
    path: (_f, id) => `/api/webhooks/endpoints/${id}/test`,
    expect: adminOnly(201),
  },
  {
    name: 'webhook delivery log',
    op: 'get /api/webhooks/endpoints/{id}/deliveries',
    method: 'GET',
    fresh: (f) => fresh.webhookEndpoint(f),
    path: (_f, id) => `/api/webhooks/endpoints/${id}/deliveries?status=pending`,
    expect: adminOnly(200),
  },
  {
    name: 'one webhook delivery',
    op: 'get /api/webhooks/deliveries/{id}',
    method: 'GET',
    fresh: (f) => fresh.webhookDelivery(f),
    path: (_f, id) => `/api/webhooks/deliveries/${id}`,
    expect: adminOnly(200),
  },
  {
    name: 'redeliver a webhook',
    op: 'post /api/webhooks/deliveries/{id}/redeliver',
    method: 'POST',
    fresh: (f) => fresh.webhookDelivery(f),
    path: (_f, id) => `/api/webhooks/deliveries/${id}/redeliver`,
    expect: adminOnly(201),
  },

  // Staff, presence, sessions
  { name: 'staff', op: 'get /api/staff', method: 'GET', path: () => '/api/staff', expect: signedIn(200) },
  {
    name: 'presence',
    op: 'get /api/presence',
    method: 'GET',
    path: () => '/api/presence',
    expect: signedIn(200),
  },
  {
    name: 'own sessions',
    op: 'get /api/sessions',
    method: 'GET',
    path: () => '/api/sessions',
    expect: signedIn(200),
  },
  {
    name: 'end A’s other session',
    op: 'delete /api/sessions/{id}',
    method: 'DELETE',
    fresh: fresh.sessionOfA,
    path: (_f, id) => `/api/sessions/${id}`,
    expect: all(401, 204, 404, 404),
  },
  {
    name: 'end every other session',
    op: 'post /api/sessions/revoke-others',
    method: 'POST',
    path: () => '/api/sessions/revoke-others',
    expect: signedIn(200),
  },

  // API tokens (decision 0055): each person's own; admins list and revoke anyone's
  {
    name: 'own API tokens',
    op: 'get /api/api-tokens',
    method: 'GET',
    path: () => '/api/api-tokens',
    expect: signedIn(200),
  },
  {
    name: 'create an API token',
    op: 'post /api/api-tokens',
    method: 'POST',
    path: () => '/api/api-tokens',
    body: () => ({ name: 'Integración', scopes: ['projects:read'], expires_in_days: 7 }),
    expect: signedIn(201),
  },
  {
    name: 'revoke A’s API token',
    op: 'delete /api/api-tokens/{id}',
    method: 'DELETE',
    fresh: fresh.apiTokenOfA,
    path: (_f, id) => `/api/api-tokens/${id}`,
    expect: all(401, 204, 404, 204),
  },
  {
    name: 'A’s API tokens in the console',
    op: 'get /api/users/{id}/api-tokens',
    method: 'GET',
    path: (f) => `/api/users/${f.ids.a}/api-tokens`,
    expect: adminOnly(200),
  },
];

/** The body a case sends: its own, else `{}` for POST and PATCH. */
export function consoleBodyFor(c: ConsoleCase, f: ConsoleFixture, created: string): unknown {
  if (c.body) return c.body(f, created);
  return c.method === 'POST' || c.method === 'PATCH' ? {} : undefined;
}
