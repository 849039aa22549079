import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Google for tests, speaking the wire format of Google's OAuth 2.0 web-server flow and Calendar
 * API v3 as the portal reads them:
 * - `GET /o/oauth2/v2/auth` (authorisation: approves at once as `account`, redirecting back to
 *   `redirect_uri` with `code` and the `state` it was given; checks client id and PKCE S256),
 * - `POST /token` (`authorization_code` with the PKCE verifier, and `refresh_token` grants; the
 *   client secret in the body or HTTP Basic),
 * - `GET /oauth2/v3/userinfo` (OpenID Connect claims),
 * - `POST /revoke` (RFC 7009 as Google answers it: `token` in the form body or the query; revoking
 *   an access token revokes its refresh token and every access token of the grant; an unknown
 *   token is 400 `invalid_token`),
 * - `GET|POST /calendar/v3/calendars/primary/events` and `PUT|DELETE …/events/{id}` with Google's
 *   event resource and error body (`{ error: { code, message, errors, status } }`); an unknown or
 *   expired access token answers 401.
 * `revokeStatus` and `eventsStatus` make those endpoints fail as Google does when it is down.
 * Every request is recorded (method, path, query, grant) so tests can assert what reached Google.
 */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  name: string;
}

export interface FakeGoogleEvent {
  kind: 'calendar#event';
  id: string;
  status: 'confirmed' | 'cancelled';
  htmlLink: string;
  created: string;
  updated: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
}

export interface FakeGoogleRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  grantType?: string;
  /** `/revoke`: whether the token named was one this fake issued and still honoured. */
  revokedKnownToken?: boolean;
}

export interface FakeGoogle {
  /** One base URL for GOOGLE_OAUTH_URL, GOOGLE_TOKEN_URL and GOOGLE_API_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who approves the next authorisation. */
  account: FakeGoogleAccount;
  /** When set, who approves each authorisation (e.g. a new account each time), instead of `account`. */
  accountFor?: () => FakeGoogleAccount;
  /** The primary calendar's events of each Google account, by its `sub`. */
  calendars: Map<string, FakeGoogleEvent[]>;
  /** Lifetime of the access tokens issued from now on (`expires_in`, seconds). */
  accessTokenSeconds: number;
  requests: FakeGoogleRequest[];
  /** When set, `/revoke` answers this status (a Google error) and revokes nothing. */
  revokeStatus: number | null;
  /** When set, the events endpoints answer this status (Google's backendError) and change nothing. */
  eventsStatus: number | null;
  /** Whether a refresh token issued to `sub` still works (the grant was not revoked). */
  hasGrant(sub: string): boolean;
  /** Every access token issued so far stops working (as after its hour): only a refresh helps. */
  expireAccessTokens(): void;
  /** Refresh tokens stop working too (the user revoked the grant in their Google account). */
  revokeGrants(): void;
  /** An event on `sub`'s primary calendar, as Google would hold it. */
  addEvent(
    sub: string,
    event: { summary: string; start: string; end: string; location?: string },
  ): FakeGoogleEvent;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Google's error body for the Calendar API. */
function apiError(res: ServerResponse, code: number, message: string, reason: string, status: string) {
  send(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }], status } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const token = (prefix: string) => `${prefix}.${randomBytes(24).toString('base64url')}`;
/** Google's event ids: base32hex (a–v, 0–9). */
const eventId = () => Array.from(randomBytes(26), (b) => '0123456789abcdefghijklmnopqrstuv'[b % 32]).join('');

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<
    string,
    { sub: string; redirectUri: string; challenge: string; scope: string; clientId: string }
  >();
  const accessTokens = new Map<
    string,
    { sub: string; expiresAt: number; scope: string; refreshToken: string | undefined }
  >();
  const refreshTokens = new Map<string, { sub: string; scope: string }>();
  const accounts = new Map<string, FakeGoogleAccount>();

  const fake: FakeGoogle = {
    url: '',
    clientId: 'fake-google-client.apps.googleusercontent.com',
    clientSecret: 'fake-google-secret',
    account: { sub: '109876543210987654321', email: 'calendario@gmail.example', name: 'Cuenta de Google' },
    calendars: new Map(),
    accessTokenSeconds: 3599,
    requests: [],
    revokeStatus: null,
    eventsStatus: null,
    hasGrant: (sub) => [...refreshTokens.values()].some((g) => g.sub === sub),
    expireAccessTokens: () => accessTokens.clear(),
    revokeGrants: () => {
      accessTokens.clear();
      refreshTokens.clear();
    },
    addEvent(sub, { summary, start, end, location }) {
      const now = new Date().toISOString();
      const id = eventId();
      const event: FakeGoogleEvent = {
        kind: 'calendar#event',
        id,
        status: 'confirmed',
        htmlLink: `${fake.url}/calendar/event?eid=${Buffer.from(id).toString('base64url')}`,
        created: now,
        updated: now,
        summary,
        ...(location && { location }),
        start: { dateTime: start, timeZone: 'Europe/Madrid' },
        end: { dateTime: end, timeZone: 'Europe/Madrid' },
      };
      const list = fake.calendars.get(sub) ?? [];
      list.push(event);
      fake.calendars.set(sub, list);
      return event;
    },
    close: async () => undefined,
  };

  function issue(sub: string, scope: string, refreshToken?: string) {
    const accessToken = token('ya29');
    accessTokens.set(accessToken, {
      sub,
      scope,
      refreshToken,
      expiresAt: Date.now() + fake.accessTokenSeconds * 1000,
    });
    return accessToken;
  }

  /** `POST /revoke`: the grant of an access or refresh token ends (both kinds of token). */
  async function revoke(
    req: IncomingMessage,
    res: ServerResponse,
    query: URLSearchParams,
    record: FakeGoogleRequest,
  ) {
    const form = new URLSearchParams(await readBody(req));
    const given = form.get('token') ?? query.get('token') ?? '';
    if (fake.revokeStatus !== null) {
      return send(res, fake.revokeStatus, { error: 'server_error', error_description: 'Backend Error' });
    }
    const refreshToken = refreshTokens.has(given) ? given : accessTokens.get(given)?.refreshToken;
    record.revokedKnownToken = refreshTokens.has(given) || accessTokens.has(given);
    if (!record.revokedKnownToken) {
      return send(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    }
    accessTokens.delete(given);
    if (refreshToken) {
      refreshTokens.delete(refreshToken);
      for (const [access, grant] of accessTokens) {
        if (grant.refreshToken === refreshToken) accessTokens.delete(access);
      }
    }
    return send(res, 200, {});
  }

  function bearer(req: IncomingMessage) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const grant = match ? accessTokens.get(match[1]!) : undefined;
    return grant && grant.expiresAt > Date.now() ? grant : undefined;
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse, record: FakeGoogleRequest) {
    const form = new URLSearchParams(await readBody(req));
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent)
      : [];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    const grantType = form.get('grant_type') ?? '';
    record.grantType = grantType;
    if (clientId !== fake.clientId || clientSecret !== fake.clientSecret) {
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    }
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const refreshToken = token('1//0g');
      refreshTokens.set(refreshToken, { sub: code.sub, scope: code.scope });
      return send(res, 200, {
        access_token: issue(code.sub, code.scope, refreshToken),
        expires_in: fake.accessTokenSeconds,
        refresh_token: refreshToken,
        scope: code.scope,
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant) {
        return send(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      return send(res, 200, {
        access_token: issue(grant.sub, grant.scope, form.get('refresh_token') ?? undefined),
        expires_in: fake.accessTokenSeconds,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
  }

  function authorize(res: ServerResponse, query: URLSearchParams) {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== fake.clientId || !redirectUri) {
      return send(res, 400, { error: 'invalid_request', error_description: 'Missing required parameter' });
    }
    if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256') {
      return send(res, 400, { error: 'invalid_request', error_description: 'Invalid parameter value' });
    }
    const account = fake.accountFor?.() ?? fake.account;
    accounts.set(account.sub, { ...account });
    const code = `4/${randomBytes(24).toString('base64url')}`;
    codes.set(code, {
      sub: account.sub,
      redirectUri,
      challenge: query.get('code_challenge') ?? '',
      scope: query.get('scope') ?? '',
      clientId: fake.clientId,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('scope', query.get('scope') ?? '');
    return send(res, 302, undefined, { location: back.toString() });
  }

  function resourceFrom(body: unknown, id: string, created: string): FakeGoogleEvent | null {
    if (!body || typeof body !== 'object') return null;
    const b = body as Partial<FakeGoogleEvent>;
    if (!b.start || !b.end || (!b.start.dateTime && !b.start.date) || (!b.end.dateTime && !b.end.date)) {
      return null;
    }
    const now = new Date().toISOString();
    return {
      kind: 'calendar#event',
      id,
      status: 'confirmed',
      htmlLink: `${fake.url}/calendar/event?eid=${Buffer.from(id).toString('base64url')}`,
      created,
      updated: now,
      ...(b.summary !== undefined && { summary: b.summary }),
      ...(b.description !== undefined && { description: b.description }),
      ...(b.location !== undefined && { location: b.location }),
      start: b.start,
      end: b.end,
    };
  }

  async function events(
    req: IncomingMessage,
    res: ServerResponse,
    id: string | undefined,
    query: URLSearchParams,
  ) {
    const grant = bearer(req);
    if (!grant) {
      return apiError(
        res,
        401,
        'Request had invalid authentication credentials.',
        'authError',
        'UNAUTHENTICATED',
      );
    }
    if (!grant.scope.includes('https://www.googleapis.com/auth/calendar.events')) {
      return apiError(
        res,
        403,
        'Request had insufficient authentication scopes.',
        'insufficientPermissions',
        'PERMISSION_DENIED',
      );
    }
    if (fake.eventsStatus !== null) {
      return apiError(res, fake.eventsStatus, 'Backend Error', 'backendError', 'UNAVAILABLE');
    }
    const list = fake.calendars.get(grant.sub) ?? [];
    fake.calendars.set(grant.sub, list);
    const index = id ? list.findIndex((e) => e.id === id && e.status !== 'cancelled') : -1;
    if (id && index < 0) return apiError(res, 404, 'Not Found', 'notFound', 'NOT_FOUND');
    if (req.method === 'GET' && !id) {
      const from = Date.parse(query.get('timeMin') ?? '');
      const to = Date.parse(query.get('timeMax') ?? '');
      const max = Number(query.get('maxResults') ?? 250);
      if (query.get('orderBy') === 'startTime' && query.get('singleEvents') !== 'true') {
        return apiError(
          res,
          400,
          'The requested ordering is not available for the particular query.',
          'invalid',
          'INVALID_ARGUMENT',
        );
      }
      const startOf = (e: FakeGoogleEvent) => Date.parse(e.start.dateTime ?? `${e.start.date}T00:00:00Z`);
      const endOf = (e: FakeGoogleEvent) => Date.parse(e.end.dateTime ?? `${e.end.date}T00:00:00Z`);
      const items = list
        .filter((e) => e.status === 'confirmed')
        .filter((e) => (Number.isNaN(to) || startOf(e) < to) && (Number.isNaN(from) || endOf(e) > from))
        .sort((a, b) => startOf(a) - startOf(b))
        .slice(0, max);
      return send(res, 200, {
        kind: 'calendar#events',
        etag: '"p3"',
        summary: fake.account.email,
        updated: new Date().toISOString(),
        timeZone: 'Europe/Madrid',
        accessRole: 'owner',
        items,
      });
    }
    if (req.method === 'POST' && !id) {
      const event = resourceFrom(
        JSON.parse((await readBody(req)) || 'null'),
        eventId(),
        new Date().toISOString(),
      );
      if (!event) return apiError(res, 400, 'Missing end time.', 'required', 'INVALID_ARGUMENT');
      list.push(event);
      return send(res, 200, event);
    }
    if (req.method === 'PUT' && id) {
      const event = resourceFrom(JSON.parse((await readBody(req)) || 'null'), id, list[index]!.created);
      if (!event) return apiError(res, 400, 'Missing end time.', 'required', 'INVALID_ARGUMENT');
      list[index] = event;
      return send(res, 200, event);
    }
    if (req.method === 'DELETE' && id) {
      list[index] = { ...list[index]!, status: 'cancelled' };
      return send(res, 204);
    }
    return apiError(res, 405, 'Method Not Allowed', 'httpMethodNotAllowed', 'INVALID_ARGUMENT');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-google');
    const record: FakeGoogleRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    };
    fake.requests.push(record);
    const handle = async () => {
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth')
        return authorize(res, url.searchParams);
      if (req.method === 'POST' && url.pathname === '/token') return tokenEndpoint(req, res, record);
      if (req.method === 'POST' && url.pathname === '/revoke')
        return revoke(req, res, url.searchParams, record);
      if (req.method === 'GET' && url.pathname === '/oauth2/v3/userinfo') {
        const grant = bearer(req);
        const account = grant && accounts.get(grant.sub);
        if (!account)
          return send(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
        return send(res, 200, {
          sub: account.sub,
          name: account.name,
          given_name: account.name.split(' ')[0],
          picture: `${fake.url}/photo.png`,
          email: account.email,
          email_verified: true,
        });
      }
      const match = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (match)
        return events(req, res, match[1] ? decodeURIComponent(match[1]) : undefined, url.searchParams);
      return send(res, 404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    };
    handle().catch(() =>
      send(res, 500, { error: { code: 500, message: 'Backend Error', status: 'INTERNAL' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

/** The portal's configuration pointing every Google endpoint at the fake. */
export function fakeGoogleEnv(google: FakeGoogle): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_URL: google.url,
    GOOGLE_TOKEN_URL: google.url,
    GOOGLE_API_URL: google.url,
  };
}
