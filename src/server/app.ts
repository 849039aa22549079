import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../shared/errors';
import { AUTH_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../shared/limits';
import { ASSISTANT_MESSAGE_BODY_LIMIT_BYTES } from '../shared/schemas/assistant-attachments';
import { CLIENT_IP_HEADER } from './auth/auth';
import { createSessionResolver } from './auth/resolve-session';
import { getMe } from './modules/me/get-me';
import { compressJson } from './lib/compress-json';
import type { AppEnv, Deps } from './lib/context';
import { handleError } from './lib/error-handler';
import { currentSnapshot } from './realtime/database-snapshot';
import { requestDeadline } from './lib/request-deadline';
import { secondsToWait } from './lib/rate-limits';
import { languageFromHeader, translator } from './lib/i18n';
import { createRouter } from './lib/router';
import { adminRoutes, insightsRoutes } from './modules/admin/routes';
import { approvalsRoutes } from './modules/approvals/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { assistantMemoryRoutes } from './modules/assistant-memory/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { chatRoutes } from './modules/chat/routes';
import { commentsRoutes } from './modules/comments/routes';
import { documentsRoutes } from './modules/documents/routes';
import { githubRoutes } from './modules/github/routes';
import { codeEvidenceRoutes } from './modules/code-evidence/routes';
import { healthRoutes } from './modules/health/routes';
import { helpRoutes } from './modules/help/routes';
import { tutorialsRoutes } from './modules/tutorials/routes';
import { meRoutes } from './modules/me/routes';
import { filesRoutes } from './modules/files/routes';
import { membersRoutes } from './modules/members/routes';
import { notificationSettingsRoutes } from './modules/notification-settings/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { buildOpenApiDocument } from './modules/docs/build-openapi-document';
import { docsRoutes } from './modules/docs/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { phasesRoutes } from './modules/phases/routes';
import { presenceRoutes } from './modules/presence/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { projectsRoutes } from './modules/projects/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { googleCalendarRoutes } from './modules/google-calendar/routes';
import { reportsRoutes } from './modules/reports/routes';
import { invitationsRoutes } from './modules/invitations/routes';
import { sessionsRoutes } from './modules/sessions/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { usersRoutes } from './modules/users/routes';
import { staffRoutes } from './modules/staff/routes';
import { tasksRoutes } from './modules/tasks/routes';
import { serveWeb } from './web-static';
import type { SignedInRenderer } from './web-first-screen';
import { API_POLICY } from './lib/content-security-policy';

function foundationRoutes() {
  return createRouter()
    .basePath('/api')
    .route('/health', healthRoutes)
    .route('/public-config', publicConfigRoutes)
    .route('/me', meRoutes)
    .route('/preferences', preferencesRoutes)
    .route('/notification-settings', notificationSettingsRoutes)
    .route('/sessions', sessionsRoutes);
}

/**
 * The whole API. Hono RPC types come per module (see docs/decisions/0004-rpc-types-per-module.md):
 * one chained type over every route exceeds what TypeScript can represent.
 */
/** The one route whose body is a file's bytes, streamed under the upload limit. */
const FILE_UPLOAD_PATH = /^\/api\/projects\/[^/]+\/files$/;
const ASSISTANT_MESSAGE_PATH = /^\/api\/assistant\/conversations\/[^/]+\/messages$/;

export function createApiRoutes() {
  const api = foundationRoutes();
  // Mount through an untyped view: the RPC types come from each module instead.
  const mount = api as unknown as { route: (path: string, app: unknown) => unknown };
  mount.route('/projects', projectsRoutes);
  mount.route('/', phasesRoutes);
  mount.route('/', commentsRoutes);
  mount.route('/', membersRoutes);
  mount.route('/', filesRoutes);
  mount.route('/', chatRoutes);
  mount.route('/', documentsRoutes);
  mount.route('/', assistantRoutes);
  mount.route('/', assistantMemoryRoutes);
  mount.route('/tasks', tasksRoutes);
  mount.route('/approval-requests', approvalsRoutes);
  mount.route('/staff', staffRoutes);
  mount.route('/notifications', notificationsRoutes);
  mount.route('/users', usersRoutes);
  mount.route('/invitations', invitationsRoutes);
  mount.route('/tickets', ticketsRoutes);
  mount.route('/payments', paymentsRoutes);
  mount.route('/', adminRoutes);
  mount.route('/', insightsRoutes);
  mount.route('/presence', presenceRoutes);
  mount.route('/', calendarRoutes);
  mount.route('/', googleCalendarRoutes);
  mount.route('/', reportsRoutes);
  mount.route('/', githubRoutes);
  mount.route('/', helpRoutes);
  mount.route('/', tutorialsRoutes);
  mount.route('/', codeEvidenceRoutes);
  return api;
}

/** RPC type of the foundation routes (`hc<AppType>(origin)`). */
export type AppType = ReturnType<typeof foundationRoutes>;
/** RPC types of the domain modules, each used as `hc<XApi>(origin + '/api/<mount>')`. */
export type ProjectsApi = typeof projectsRoutes;
export type PhasesApi = typeof phasesRoutes;
export type CommentsApi = typeof commentsRoutes;
export type MembersApi = typeof membersRoutes;
export type FilesApi = typeof filesRoutes;
export type DocumentsApi = typeof documentsRoutes;
export type TasksApi = typeof tasksRoutes;
export type ApprovalsApi = typeof approvalsRoutes;
export type StaffApi = typeof staffRoutes;
export type NotificationsApi = typeof notificationsRoutes;
export type UsersApi = typeof usersRoutes;
export type InvitationsApi = typeof invitationsRoutes;
export type TicketsApi = typeof ticketsRoutes;
export type PaymentsApi = typeof paymentsRoutes;
export type AdminApi = typeof adminRoutes;
export type InsightsApi = typeof insightsRoutes;
export type PresenceApi = typeof presenceRoutes;
export type ChatApi = typeof chatRoutes;
export type AssistantApi = typeof assistantRoutes;
export type AssistantMemoryApi = typeof assistantMemoryRoutes;
export type CalendarApi = typeof calendarRoutes;
export type GoogleCalendarApi = typeof googleCalendarRoutes;
export type ReportsApi = typeof reportsRoutes;
export type GithubApi = typeof githubRoutes;
export type HelpApi = typeof helpRoutes;
export type TutorialsApi = typeof tutorialsRoutes;
export type CodeEvidenceApi = typeof codeEvidenceRoutes;

const UNSAFE = /^(POST|PUT|PATCH|DELETE)$/;

/** Origins whose pages may change state and open sockets: the portal's own (and Vite's in development). */
export function allowedOriginsOf(deps: Pick<Deps, 'baseURL' | 'config'>): string[] {
  return [
    new URL(deps.baseURL).origin,
    ...(deps.config.env === 'development' ? ['http://localhost:5173'] : []),
  ];
}

export function createApp(
  deps: Deps,
  options: {
    webRoot?: string;
    signedInRenderer?: SignedInRenderer | null;
  } = {},
) {
  const app = new Hono<AppEnv>();
  const allowedOrigins = allowedOriginsOf(deps);

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const lang = languageFromHeader(c.req.header('accept-language'));
    c.set('deps', deps);
    c.set('lang', lang);
    c.set('t', translator(lang));
    c.set('caller', null);
    c.set('sessionId', null);
    c.set('log', deps.logger.child({ reqId: c.get('requestId') }));
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.baseURL.startsWith('https://')
        ? 'max-age=15552000; includeSubDomains'
        : false,
      // The portal uses none of the device's sensors or payment handlers.
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    }),
  );
  // Every answer carries a Content-Security-Policy: the web build's own (web-static.ts), the API
  // reference's, a file preview's sandbox, or else one under which nothing runs.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', API_POLICY);
  });
  app.onError(handleError);
  // JSON answers of 1 KiB or more go out compressed (static files are precompressed at build).
  app.use('/api/*', compressJson({ threshold: 1024 }));
  // A database that does not answer never holds a request: 503 CONNECTION past the deadline. A
  // body sent at the client's pace (a file upload, a message to the assistant) is not cut by it.
  const clientPaced = (c: Context) =>
    c.req.method === 'POST' && (FILE_UPLOAD_PATH.test(c.req.path) || ASSISTANT_MESSAGE_PATH.test(c.req.path));
  app.use('/api/*', requestDeadline(deps.config.requestDeadlineSeconds * 1000, { exempt: clientPaced }));

  // Cross-origin state-changing requests are refused, whatever their content type.
  app.use('/api/*', csrf({ origin: allowedOrigins }));
  app.use('/api/*', async (c, next) => {
    if (UNSAFE.test(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !allowedOrigins.includes(origin)) || site === 'cross-site') {
        throw new AppError('PERMISSION', { message: 'api:crossOrigin' });
      }
    }
    await next();
  });

  // Request bodies are bounded before anything reads them: the auth library's forms are small,
  // every other body is JSON; a file upload streams under its own limit (the files module).
  // The refused body is left unread, so the connection cannot carry another request: say so, or a
  // client would send its next request on a socket the server is about to close.
  const tooLarge = (c: Context): never => {
    c.header('Connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', { message: 'api:bodyTooLarge' });
  };
  const authBody = bodyLimit({ maxSize: AUTH_BODY_LIMIT_BYTES, onError: tooLarge });
  const jsonBody = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge });
  // A message to the assistant carries its attached files in base64 (decision 0032).
  const assistantBody = bodyLimit({ maxSize: ASSISTANT_MESSAGE_BODY_LIMIT_BYTES, onError: tooLarge });
  app.use('/api/*', (c, next) => {
    // GET and HEAD carry no body; asking for one would build a full Request per read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path.startsWith('/api/auth/')) return authBody(c, next);
    if (c.req.method === 'POST' && ASSISTANT_MESSAGE_PATH.test(c.req.path)) return assistantBody(c, next);
    if (c.req.method === 'POST' && FILE_UPLOAD_PATH.test(c.req.path)) return next();
    return jsonBody(c, next);
  });

  // Auth library: give it the client's address from the socket (never from the client).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (!deps.config.trustProxy) {
      const address = safeRemoteAddress(c);
      if (address) headers.set(CLIENT_IP_HEADER, address);
    }
    const init: RequestInit & { duplex?: 'half' } = {
      method: c.req.raw.method,
      headers,
      body: c.req.raw.body,
      duplex: 'half',
      signal: c.req.raw.signal,
    };
    const response = await deps.auth.handler(new Request(c.req.raw.url, init));
    return withoutSessionToken(c.req.path, response);
  });

  // Resolve the caller once per request from the session cookie.
  const resolveSession = createSessionResolver(deps.auth, deps.db);
  app.use('/api/*', async (c, next) => {
    const session = await resolveSession(c.req.raw.headers);
    if (session) {
      c.set('caller', session.caller);
      c.set('sessionId', session.sessionId);
    }
    await next();
  });

  // Writes per person (issue 16): past the limit, 429 with the seconds to wait (Retry-After).
  app.use('/api/*', async (c, next) => {
    const caller = c.get('caller');
    if (caller && UNSAFE.test(c.req.method)) {
      try {
        await deps.rateLimits.writes.consume(caller.id);
      } catch (rejection) {
        const seconds = secondsToWait(rejection);
        if (seconds === null) throw rejection;
        throw new AppError('RATE_LIMITED', { message: 'api:tooManyWrites', params: { seconds } });
      }
    }
    await next();
  });

  const api = createApiRoutes();
  app.route('/', api);
  app.route(
    '/api',
    docsRoutes(() => buildOpenApiDocument(api, deps)),
  );
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });

  // GitHub's profile pictures come from its own origin when it is not github.com's https one.
  const githubOrigin = new URL(deps.config.integrations.githubApiUrl).origin;
  if (options.webRoot) {
    serveWeb(app, options.webRoot, {
      imageSources: githubOrigin.startsWith('https:') ? [] : [githubOrigin],
      // Signed-in screens come with the person's own first screen (decision 0046): the same
      // session check and profile as GET /api/me.
      profileOf: async (headers) => {
        const session = await resolveSession(headers);
        return session ? getMe(deps.db, session.caller) : null;
      },
      renderer: options.signedInRenderer ?? null,
      snapshotOf: () => currentSnapshot(deps.db),
    });
  }
  return app;
}

/** Auth answers that echo the session token in their body: the token lives in the HttpOnly cookie only. */
const TOKEN_ECHOING =
  /^\/api\/auth\/(sign-in\/email|sign-up\/email|two-factor\/verify-(totp|backup-code|otp)|get-session|list-sessions)$/;

async function withoutSessionToken(path: string, response: Response): Promise<Response> {
  if (!TOKEN_ECHOING.test(path) || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response.json()) as unknown;
  for (const item of Array.isArray(body) ? body : []) {
    if (item && typeof item === 'object') delete (item as { token?: unknown }).token;
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    delete (body as { token?: unknown }).token;
    const session = (body as { session?: { token?: unknown } }).session;
    if (session && typeof session === 'object') delete session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

function safeRemoteAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
