import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifications } from '../../../src/server/db/schema/auth';
import { githubConnections } from '../../../src/server/db/schema/github';
import type { HttpClient } from '../../support/http-client';
import { FAKE_OAUTH_CLIENT, type FakeGithub } from '../../support/fake-github';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Decision 0026: 'Conectar con GitHub' through the OAuth app — the state kept on the server (the
 * caller's, under 10 minutes old, used once), the code exchanged on the server with retries, the
 * token validated and stored encrypted. The provider is a local fake speaking GitHub's web flow.
 */
let app: TestApp;
let bare: TestApp;
let github: FakeGithub;
const answers: string[] = [];

async function call(http: HttpClient, method: string, path: string, body?: unknown) {
  const res = await http.request(method, path, body);
  answers.push(res.text);
  return res;
}

let n = 0;
/** A user whose GitHub account (on the fake) approves the portal. */
async function userOnGithub(extra: { oauthExpiresIn?: number; loginless?: boolean } = {}) {
  n += 1;
  const user = await signUpUser(app);
  const token = `gho_${n}_${'y'.repeat(30)}`;
  github.accounts.set(token, {
    login: `oauth${n}`,
    id: 5000 + n,
    scopes: ['user:email', 'read:user', 'repo', 'read:org'],
    ...(extra.oauthExpiresIn !== undefined && { oauthExpiresIn: extra.oauthExpiresIn }),
  });
  if (extra.loginless) github.loginless.add(token);
  github.authorizeAs = token;
  return { ...user, token };
}

/** 'Conectar con GitHub', then GitHub's authorize page: the code and state it sends back. */
async function authorize(http: HttpClient) {
  const start = await call(http, 'POST', '/api/github/oauth/start');
  expect(start.status, start.text).toBe(201);
  const url = new URL(start.json.authorization.url);
  const page = await fetch(url, { redirect: 'manual' });
  expect(page.status).toBe(302);
  const back = new URL(page.headers.get('location')!);
  return { url, back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

beforeAll(async () => {
  const oauthEnv = { GITHUB_CLIENT_ID: FAKE_OAUTH_CLIENT.id, GITHUB_CLIENT_SECRET: FAKE_OAUTH_CLIENT.secret };
  [app, bare] = await Promise.all([startTestApp(oauthEnv), startTestApp()]);
  github = app.github;
});
afterAll(async () => {
  await Promise.all([app?.close(), bare?.close()]);
});
beforeEach(() => github.reset());
afterEach(() => vi.useRealTimers());

describe('connecting through the OAuth app', () => {
  it('sends the browser to the authorize page with client, redirect, docs/product.md#roles-and-what-each-sees scopes, state and PKCE', async () => {
    const user = await userOnGithub();
    const { url, back } = await authorize(user.http);
    expect(`${url.origin}${url.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(FAKE_OAUTH_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/auth/github/callback`);
    expect(url.searchParams.get('scope')).toBe('user:email read:user repo read:org');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(`${back.origin}${back.pathname}`).toBe(`${app.baseUrl}/auth/github/callback`);
    // Two starts, two different states.
    const again = await call(user.http, 'POST', '/api/github/oauth/start');
    expect(new URL(again.json.authorization.url).searchParams.get('state')).not.toBe(
      url.searchParams.get('state'),
    );
  });

  it('exchanges the code, validates the token and stores it encrypted with its scopes and a 3,600 s expiry', async () => {
    const user = await userOnGithub();
    const { code, state } = await authorize(user.http);
    const before = Date.now();
    const done = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(done.status, done.text).toBe(201);
    expect(done.json.connection).toMatchObject({
      connected: true,
      login: `oauth${n}`,
      scopes: ['user:email', 'read:user', 'repo', 'read:org'],
    });
    const expires = Date.parse(done.json.connection.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    const [row] = await app.db.select().from(githubConnections).where(eq(githubConnections.userId, user.id));
    expect(row!.tokenCiphertext).not.toContain(user.token);
    expect(github.requests.some((r) => r.path === '/user' && r.authorization === `token ${user.token}`)).toBe(
      true,
    );
    // The dashboard reads with it.
    const dashboard = await call(user.http, 'GET', '/api/github/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.dashboard.profile.login).toBe(`oauth${n}`);
  });

  it('keeps the expiry GitHub states (expires_in)', async () => {
    const user = await userOnGithub({ oauthExpiresIn: 28_800 });
    const { code, state } = await authorize(user.http);
    const before = Date.now();
    const done = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    const expires = Date.parse(done.json.connection.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 28_800_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 28_800_000 + 1000);
  });

  it('refuses a state it did not issue, another user’s, and one used already', async () => {
    const user = await userOnGithub();
    const { code, state } = await authorize(user.http);
    const forged = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state: `${state}x` });
    expect(forged.status).toBe(400);
    expect(forged.json.error.message).toBe(
      'Invalid state parameter - possible CSRF attack or expired session',
    );

    const other = await signUpUser(app);
    const stolen = await call(other.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(stolen.status).toBe(400);
    expect(stolen.json.error.message).toBe(
      'Invalid state parameter - possible CSRF attack or expired session',
    );

    const fresh = await authorize(user.http);
    expect((await call(user.http, 'POST', '/api/github/oauth/callback', fresh)).status).toBe(201);
    const replay = await call(user.http, 'POST', '/api/github/oauth/callback', fresh);
    expect(replay.status).toBe(400);
    // Nothing reached GitHub's token endpoint for the refused ones.
    expect(github.requests.filter((r) => r.path === '/login/oauth/access_token')).toHaveLength(1);
  });

  it('keeps the state 10 minutes, and refuses it once older', async () => {
    const user = await userOnGithub();
    const startedAt = Date.now();
    const { code, state } = await authorize(user.http);
    const [kept] = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `github-connect:${state}`));
    expect(kept!.expiresAt.getTime()).toBeGreaterThanOrEqual(startedAt + 600_000 - 1000);
    expect(kept!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 600_000 + 1000);
    expect(kept!.value).not.toContain(code);
    // Ten minutes and a second later (only the clock moves; the state is refused before GitHub).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600_000 + 1000 });
    const late = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    vi.useRealTimers();
    expect(late.status).toBe(400);
    expect(late.json.error.message).toBe('Invalid state parameter - possible CSRF attack or expired session');
    expect(github.requests.filter((r) => r.path === '/login/oauth/access_token')).toHaveLength(0);
    const english = app.client({ language: 'en' });
    await english.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const refused = await english.post('/api/github/oauth/callback', { code, state });
    expect(refused.json.error.message).toBe(
      'Invalid state parameter - possible CSRF attack or expired session',
    );
  });

  it('retries a failing exchange 1 s then 2 s apart, and connects on the third attempt', async () => {
    const user = await userOnGithub();
    const { code, state } = await authorize(user.http);
    github.failExchange(2, 502);
    const done = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(done.status, done.text).toBe(201);
    const attempts = github.requests.filter((r) => r.path === '/login/oauth/access_token');
    expect(attempts).toHaveLength(3);
    const gaps = [attempts[1]!.at - attempts[0]!.at, attempts[2]!.at - attempts[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[0]).toBeLessThan(1900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1950);
    expect(gaps[1]).toBeLessThan(3500);
  });

  it('gives up after 3 attempts', async () => {
    const user = await userOnGithub();
    const { code, state } = await authorize(user.http);
    github.failExchange(5, 503);
    const failed = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(failed.status).toBe(503);
    expect(failed.json.error.message).toBe('Token exchange failed after all attempts');
    expect(github.requests.filter((r) => r.path === '/login/oauth/access_token')).toHaveLength(3);
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
  });

  it('says so when GitHub answers without an access token (not retried)', async () => {
    const user = await userOnGithub();
    const { code, state } = await authorize(user.http);
    github.exchangeWithoutToken(1);
    const failed = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(failed.status).toBe(400);
    expect(failed.json.error.message).toBe('No se recibió un token de acceso válido de GitHub');
    expect(github.requests.filter((r) => r.path === '/login/oauth/access_token')).toHaveLength(1);
  });

  it('refuses a token whose profile has no login', async () => {
    const user = await userOnGithub({ loginless: true });
    const { code, state } = await authorize(user.http);
    const failed = await call(user.http, 'POST', '/api/github/oauth/callback', { code, state });
    expect(failed.status).toBe(400);
    expect(failed.json.error.message).toBe(
      'El token recibido no es válido o no tiene los permisos necesarios',
    );
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
  });

  it('asks to sign in first', async () => {
    const anonymous = app.client();
    expect((await anonymous.post('/api/github/oauth/start', {})).status).toBe(401);
    expect((await anonymous.post('/api/github/oauth/callback', { code: 'a', state: 'b' })).status).toBe(401);
  });

  it('never answers with a token', () => {
    const tokens = [...github.accounts.keys()].filter((t) => t.startsWith('gho_'));
    expect(tokens.length).toBeGreaterThan(3);
    for (const answer of answers) for (const token of tokens) expect(answer).not.toContain(token);
  });
});

describe('without an OAuth app configured', () => {
  it('answers that OAuth is not configured, and a personal access token still connects', async () => {
    const user = await signUpUser(bare);
    const start = await call(user.http, 'POST', '/api/github/oauth/start');
    expect(start.status).toBe(404);
    expect(start.json.error.message).toContain('GITHUB_CLIENT_ID');
    const callback = await call(user.http, 'POST', '/api/github/oauth/callback', { code: 'a', state: 'b' });
    expect(callback.status).toBe(404);
    bare.github.accounts.set('ghp_pegado_1234567890', { login: 'pegado', id: 42 });
    const pasted = await call(user.http, 'POST', '/api/github/connection', {
      token: 'ghp_pegado_1234567890',
    });
    expect(pasted.status).toBe(201);
    expect((await call(bare.client(), 'GET', '/api/public-config')).json.oauthProviders).toEqual([]);
  });
});
