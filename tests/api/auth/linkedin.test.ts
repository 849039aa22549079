import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_LINKEDIN_CLIENT, startFakeLinkedin, type FakeLinkedin } from '../../support/fake-linkedin';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Decision 0026: 'Continuar con LinkedIn' — sign-in or sign-up through the auth library's OpenID
 * Connect provider, against a local fake LinkedIn, returning through /auth/linkedin/callback.
 */
let app: TestApp;
let bare: TestApp;
let linkedin: FakeLinkedin;

beforeAll(async () => {
  linkedin = await startFakeLinkedin();
  [app, bare] = await Promise.all([
    startTestApp({
      LINKEDIN_CLIENT_ID: FAKE_LINKEDIN_CLIENT.id,
      LINKEDIN_CLIENT_SECRET: FAKE_LINKEDIN_CLIENT.secret,
      LINKEDIN_OAUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
    }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), bare?.close(), linkedin?.close()]);
});

/** 'Continuar con LinkedIn', then LinkedIn's page: where it sends the browser back. */
async function leaveForLinkedin(http: ReturnType<TestApp['client']>) {
  const start = await http.post('/api/auth/sign-in/social', {
    provider: 'linkedin',
    callbackURL: '/auth/callback',
    errorCallbackURL: '/auth/callback',
  });
  expect(start.status, start.text).toBe(200);
  const url = new URL(start.json.url);
  const page = await fetch(url, { redirect: 'manual' });
  expect(page.status).toBe(303);
  return { url, back: new URL(page.headers.get('location')!) };
}

describe('signing in with LinkedIn', () => {
  it('is offered only when configured', async () => {
    expect((await app.client().get('/api/public-config')).json.oauthProviders).toContain('linkedin');
    expect((await bare.client().get('/api/public-config')).json.oauthProviders).not.toContain('linkedin');
    const refused = await bare.client().post('/api/auth/sign-in/social', {
      provider: 'linkedin',
      callbackURL: '/auth/callback',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });

  it('signs a new member up, returning through /auth/linkedin/callback, then signs them in again', async () => {
    linkedin.signInAs = {
      sub: 'kJ3-xYz09',
      email: 'marta.linkedin@example.com',
      givenName: 'Marta',
      familyName: 'Ruiz',
    };
    const http = app.client();
    const { url, back } = await leaveForLinkedin(http);
    expect(`${url.origin}${url.pathname}`).toBe(`${linkedin.url}/oauth/v2/authorization`);
    expect(url.searchParams.get('client_id')).toBe(FAKE_LINKEDIN_CLIENT.id);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/auth/linkedin/callback`);
    expect(`${back.origin}${back.pathname}`).toBe(`${app.baseUrl}/auth/linkedin/callback`);

    // The web page hands the code and state to the auth library's callback.
    const done = await http.get(`/api/auth/callback/linkedin${back.search}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/auth/callback');
    const me = await http.get('/api/me');
    expect(me.status, me.text).toBe(200);
    expect(me.json.user?.email ?? me.json.email ?? me.text).toContain('marta.linkedin@example.com');
    expect(linkedin.requests.some((r) => r.path === '/v2/userinfo')).toBe(true);

    // Again, from another browser: the same account, signed in.
    const again = app.client();
    const second = await leaveForLinkedin(again);
    expect(
      (await again.get(`/api/auth/callback/linkedin${second.back.search}`)).headers.get('location'),
    ).toBe('/auth/callback');
    expect((await again.get('/api/me')).text).toContain('marta.linkedin@example.com');
  });

  it('refuses a return whose state this browser was not given: Invalid state parameter', async () => {
    linkedin.signInAs = {
      sub: 'zz-111',
      email: 'intruso@example.com',
      givenName: 'Otro',
      familyName: 'Miembro',
    };
    const http = app.client();
    const { back } = await leaveForLinkedin(http);
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'estado-falsificado-por-un-atacante');
    const refused = await http.get(`/api/auth/callback/linkedin?${forged.toString()}`);
    expect(refused.status).toBe(302);
    const location = new URL(refused.headers.get('location')!, app.baseUrl);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('state_mismatch');
    expect((await http.get('/api/me')).status).toBe(401);

    // A state from another browser's sign-in is refused too (its cookie is not here).
    const other = app.client();
    const { back: theirs } = await leaveForLinkedin(other);
    const stolen = await http.get(`/api/auth/callback/linkedin${theirs.search}`);
    expect(new URL(stolen.headers.get('location')!, app.baseUrl).searchParams.get('error')).toBe(
      'state_mismatch',
    );
    expect((await http.get('/api/me')).status).toBe(401);
  });
});
