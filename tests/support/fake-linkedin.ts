import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * LinkedIn's "Sign In with LinkedIn using OpenID Connect" for tests, on one local server that
 * stands for both www.linkedin.com and api.linkedin.com: `GET /oauth/v2/authorization` (the
 * member approves at once as `signInAs` and is sent back to `redirect_uri` with `code` and
 * `state`), `POST /oauth/v2/accessToken` (form body, client credentials and redirect URI
 * checked; LinkedIn's `{ error, error_description }` answers) and `GET /v2/userinfo` (the OIDC
 * claims). The token answer leaves out `id_token`, so the member is read from `/v2/userinfo`.
 */
export const FAKE_LINKEDIN_CLIENT = { id: '78fakelinkedinid', secret: 'fake-linkedin-secret' } as const;

export interface FakeLinkedinMember {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface FakeLinkedin {
  /** The base URL of both LINKEDIN_OAUTH_URL and LINKEDIN_API_URL. */
  url: string;
  /** The member who approves the next authorizations (null: the page refuses). */
  signInAs: FakeLinkedinMember | null;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-li-responding-instance': 'fake' });
  res.end(JSON.stringify(body));
}

export async function startFakeLinkedin(): Promise<FakeLinkedin> {
  const codes = new Map<string, { member: FakeLinkedinMember; redirectUri: string }>();
  const tokens = new Map<string, FakeLinkedinMember>();
  const fake: FakeLinkedin = { url: '', signInAs: null, requests: [], close: async () => undefined };

  function route(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://linkedin.test');
    if (req.method === 'GET' && url.pathname === '/oauth/v2/authorization') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (
        url.searchParams.get('client_id') !== FAKE_LINKEDIN_CLIENT.id ||
        url.searchParams.get('response_type') !== 'code' ||
        !redirectUri ||
        !fake.signInAs
      ) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>LinkedIn</title><p>Bummer, something went wrong.</p>');
        return;
      }
      const code = `AQ${randomBytes(16).toString('hex')}`;
      codes.set(code, { member: fake.signInAs, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(303, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/v2/accessToken') {
      const form = new URLSearchParams(body);
      if (
        form.get('client_id') !== FAKE_LINKEDIN_CLIENT.id ||
        form.get('client_secret') !== FAKE_LINKEDIN_CLIENT.secret
      ) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return send(res, 400, {
          error: 'invalid_request',
          error_description:
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
        });
      }
      const token = `AQV${randomBytes(24).toString('hex')}`;
      tokens.set(token, grant.member);
      return send(res, 200, {
        access_token: token,
        expires_in: 5_183_999,
        scope: 'email,openid,profile',
        token_type: 'Bearer',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v2/userinfo') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const member = token ? tokens.get(token) : undefined;
      if (!member) {
        return send(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
      }
      return send(res, 200, {
        sub: member.sub,
        email_verified: true,
        name: `${member.givenName} ${member.familyName}`,
        locale: { country: 'ES', language: 'es' },
        given_name: member.givenName,
        family_name: member.familyName,
        email: member.email,
        picture: `${fake.url}/media/${member.sub}.png`,
      });
    }
    send(res, 404, { message: 'Not Found', status: 404 });
  }

  const server = createServer((req, res) => {
    fake.requests.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(req, Buffer.concat(chunks).toString('utf8'), res));
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
