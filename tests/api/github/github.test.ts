import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { githubConnections } from '../../../src/server/db/schema/github';
import type { HttpClient } from '../../support/http-client';
import type { FakeAccount, FakeGithub } from '../../support/fake-github';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Decision 0026, first slice: connecting GitHub with a personal access token and the dashboard read
 * from the provider (a local fake speaking its wire format), cached per user for 5 minutes.
 */
let app: TestApp;
let github: FakeGithub;
/** Every answer the portal gave, to prove no token ever leaves the server. */
const answers: string[] = [];

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

function account(login: string, id: number, extra: Partial<FakeAccount> = {}): FakeAccount {
  return {
    login,
    id,
    name: 'Lucía Herrera',
    bio: 'Desarrolladora web',
    followers: 12,
    following: 4,
    scopes: ['read:user', 'repo'],
    repos: [
      { id: 1, name: 'tienda', stars: 8, language: 'TypeScript', languages: { TypeScript: 6000, CSS: 1000 } },
      { id: 2, name: 'blog', stars: 3, description: 'Mi blog', languages: { TypeScript: 2000, HTML: 500 } },
      { id: 3, name: 'fork-de-otro', stars: 99, fork: true, languages: { Go: 10_000 } },
      { id: 4, name: 'privado', stars: 50, private: true, languages: { Python: 500 } },
      { id: 5, name: 'a', stars: 1, languages: { Rust: 100 } },
      { id: 6, name: 'b', stars: 2, languages: { Shell: 50 } },
      { id: 7, name: 'c', stars: 4, languages: { Ruby: 25 } },
      { id: 8, name: 'd', stars: 5 },
      { id: 9, name: 'e', stars: 0 },
    ],
    calendar: { [today()]: 2, [daysAgo(1)]: 1, [daysAgo(2)]: 4, [daysAgo(10)]: 3, [daysAgo(400)]: 9 },
    ...extra,
  };
}

async function call(http: HttpClient, method: string, path: string, body?: unknown) {
  const res = await http.request(method, path, body);
  answers.push(res.text);
  return res;
}

let n = 0;
/** A client connected with a fresh token of their own on the fake. */
async function connectedUser(extra: Partial<FakeAccount> = {}) {
  n += 1;
  const user = await signUpUser(app);
  const token = `github_pat_${n}_${'x'.repeat(20)}`;
  github.accounts.set(token, account(`dev${n}`, 1000 + n, extra));
  const res = await call(user.http, 'POST', '/api/github/connection', { token });
  expect(res.status, res.text).toBe(201);
  return { ...user, token };
}

beforeAll(async () => {
  app = await startTestApp({ GITHUB_RATE_LIMIT_MIN_WAIT_SECONDS: '1' });
  github = app.github;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => github.reset());

describe('connecting with a personal access token', () => {
  it('refuses an empty token, one the provider refuses and one with no login, in the reader’s language', async () => {
    const user = await signUpUser(app);
    expect((await call(user.http, 'POST', '/api/github/connection', { token: '  ' })).status).toBe(400);
    const refused = await call(user.http, 'POST', '/api/github/connection', { token: 'ghp_desconocido' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(
      'El token recibido no es válido o no tiene los permisos necesarios',
    );
    const en = app.client({ language: 'en' });
    await en.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const english = await en.post('/api/github/connection', { token: 'ghp_desconocido' });
    expect(english.json.error.message).toBe(
      'The token received is not valid or lacks the required permissions',
    );
    github.accounts.set('ghp_sin_login', account('sinlogin', 77));
    github.loginless.add('ghp_sin_login');
    const loginless = await call(user.http, 'POST', '/api/github/connection', { token: 'ghp_sin_login' });
    expect(loginless.json.error.message).toBe(
      'El token recibido no es válido o no tiene los permisos necesarios',
    );
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
  });

  it('stores the token encrypted, with its scopes and an hour’s expiry when the provider gives none', async () => {
    const before = Date.now();
    const user = await connectedUser();
    const { connection } = (await call(user.http, 'GET', '/api/github/connection')).json;
    expect(connection).toMatchObject({ connected: true, login: `dev${n}`, scopes: ['read:user', 'repo'] });
    const expires = Date.parse(connection.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    const [row] = await app.db.select().from(githubConnections).where(eq(githubConnections.userId, user.id));
    expect(row!.tokenCiphertext).not.toContain(user.token);
    expect(row!.tokenCiphertext.startsWith('v1.')).toBe(true);
    expect(github.requests.every((r) => r.authorization === `token ${user.token}`)).toBe(true);
  });

  it('keeps the expiry the provider states for the token', async () => {
    const user = await connectedUser({ tokenExpiration: '2031-05-01 10:00:00 UTC' });
    const { connection } = (await call(user.http, 'GET', '/api/github/connection')).json;
    expect(connection.expires_at).toBe('2031-05-01T10:00:00.000Z');
  });

  it('deletes an expired token, which reads as not connected', async () => {
    const user = await connectedUser();
    github.reset();
    await app.db
      .update(githubConnections)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(githubConnections.userId, user.id));
    const dashboard = await call(user.http, 'GET', '/api/github/dashboard');
    expect(dashboard.status).toBe(404);
    expect(dashboard.json.error.message).toBe('No se encontró token de GitHub');
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
    expect(
      await app.db.select().from(githubConnections).where(eq(githubConnections.userId, user.id)),
    ).toEqual([]);
    expect(github.requests).toHaveLength(0);
  });

  it('removes a token the provider refuses: Token de GitHub expirado', async () => {
    const user = await connectedUser();
    github.accounts.delete(user.token);
    const res = await call(user.http, 'GET', '/api/github/dashboard');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Token de GitHub expirado');
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
  });

  it('Desconectar deletes the token', async () => {
    const user = await connectedUser();
    expect((await call(user.http, 'DELETE', '/api/github/connection')).status).toBe(204);
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(false);
    expect((await call(user.http, 'GET', '/api/github/dashboard')).status).toBe(404);
  });
});

describe('the dashboard', () => {
  it('shows the profile, featured repositories, top languages, statistics and the calendar', async () => {
    const user = await connectedUser();
    const res = await call(user.http, 'GET', '/api/github/dashboard');
    expect(res.status, res.text).toBe(200);
    const { dashboard } = res.json;
    expect(dashboard.profile).toMatchObject({
      login: `dev${n}`,
      name: 'Lucía Herrera',
      followers: 12,
      following: 4,
      public_repos: 8,
    });
    // Forks and private ones left out, most stars first, six at most.
    expect(dashboard.featured_repositories.map((r: { name: string }) => r.name)).toEqual([
      'tienda',
      'd',
      'c',
      'blog',
      'b',
      'a',
    ]);
    expect(dashboard.featured_repositories[0]).toMatchObject({
      full_name: `dev${n}/tienda`,
      html_url: `https://github.com/dev${n}/tienda`,
      language: 'TypeScript',
      stargazers_count: 8,
    });
    expect(dashboard.languages.map((l: { name: string }) => l.name)).toEqual([
      'Go',
      'TypeScript',
      'CSS',
      'HTML',
      'Python',
    ]);
    expect(dashboard.languages[1]).toEqual({ name: 'TypeScript', bytes: 8000, percentage: 39.7 });
    expect(dashboard.contributions.source).toBe('calendar');
    expect(dashboard.contributions.days).toHaveLength(365);
    expect(dashboard.contributions.days.at(-1)).toEqual({ date: today(), count: 2 });
    expect(dashboard.stats).toMatchObject({ total_commits: 10, current_streak: 3, longest_streak: 3 });
  });

  it('is cached per user for 5 minutes unless refreshed', async () => {
    const user = await connectedUser();
    github.reset();
    await call(user.http, 'GET', '/api/github/dashboard');
    const cold = github.requests.length;
    expect(cold).toBeGreaterThan(2);
    await call(user.http, 'GET', '/api/github/dashboard');
    expect(github.requests).toHaveLength(cold);
    github.accounts.get(user.token)!.followers = 13;
    const refreshed = await call(user.http, 'GET', '/api/github/dashboard?refresh=1');
    expect(refreshed.json.dashboard.profile.followers).toBe(13);
    expect(github.requests).toHaveLength(2 * cold);
  });

  it('falls back to sampled commits, skipping a repository whose commits fail', async () => {
    const user = await connectedUser({
      calendar: 'fail',
      repos: [
        {
          id: 1,
          name: 'uno',
          commits: [`${today()}T09:00:00Z`, `${today()}T10:00:00Z`, `${daysAgo(1)}T10:00:00Z`],
        },
        { id: 2, name: 'vacio', commits: 'fail' },
        { id: 3, name: 'viejo', commits: [`${daysAgo(500)}T10:00:00Z`] },
      ],
    });
    const { dashboard } = (await call(user.http, 'GET', '/api/github/dashboard')).json;
    expect(dashboard.contributions.source).toBe('commits');
    expect(dashboard.contributions.days).toHaveLength(365);
    expect(dashboard.contributions.days.at(-1)).toEqual({ date: today(), count: 2 });
    expect(dashboard.stats).toMatchObject({ total_commits: 3, current_streak: 2 });
    expect(
      github.requests
        .filter((r) => r.path.includes('/commits'))
        .every((r) => r.path.includes('per_page=100')),
    ).toBe(true);
  });

  it('reads 365 zero days and zero statistics when neither the calendar nor the repositories can be read', async () => {
    const user = await connectedUser({ calendar: 'fail', reposFail: true });
    const { dashboard } = (await call(user.http, 'GET', '/api/github/dashboard')).json;
    expect(dashboard.contributions.source).toBe('none');
    expect(dashboard.contributions.days).toHaveLength(365);
    expect(dashboard.contributions.days.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(Object.values(dashboard.stats).every((v) => v === 0)).toBe(true);
    expect(dashboard.featured_repositories).toEqual([]);
    expect(dashboard.languages).toEqual([]);
  });

  it('waits out a 403 with no rate limit left (at least the minimum) and retries', async () => {
    const user = await connectedUser();
    github.reset();
    // The reset has already passed: the wait is the configured minimum (60 s in production, 1 s here).
    github.rateLimit('/user/repos', 1, -30);
    const res = await call(user.http, 'GET', '/api/github/dashboard');
    expect(res.status, res.text).toBe(200);
    const repos = github.requests.filter((r) => r.path.startsWith('/user/repos'));
    expect(repos).toHaveLength(2);
    expect(repos[1]!.at - repos[0]!.at).toBeGreaterThanOrEqual(950);
    expect(res.json.dashboard.featured_repositories).toHaveLength(6);
  });

  it('gives up after 3 retries with the provider’s error', async () => {
    const user = await connectedUser();
    github.reset();
    github.rateLimit('/user', 4, -30);
    const res = await call(user.http, 'GET', '/api/github/dashboard?refresh=1');
    expect(res.status).toBe(503);
    expect(res.json.error.message).toMatch(/^GitHub API error: 403 - API rate limit exceeded/);
    expect(github.requests.filter((r) => r.path === '/user')).toHaveLength(4);
    expect((await call(user.http, 'GET', '/api/github/connection')).json.connection.connected).toBe(true);
  }, 20_000);
});

describe('the admin’s read-only view', () => {
  it('lets an admin read a user’s dashboard, nobody else', async () => {
    const user = await connectedUser();
    const admin = await signInOwner(app);
    const other = await signUpUser(app);
    const path = `/api/github/users/${user.id}/dashboard`;
    const seen = await call(admin.http, 'GET', path);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.dashboard.profile.login).toBe(`dev${n}`);
    expect((await call(other.http, 'GET', path)).status).toBe(403);
    expect((await call(user.http, 'GET', path)).status).toBe(403);
    expect((await call(app.client(), 'GET', path)).status).toBe(401);
    expect((await call(admin.http, 'GET', `/api/github/users/${other.id}/dashboard`)).status).toBe(404);
  });
});

describe('the token', () => {
  it('appears in no answer of the portal', () => {
    const tokens = [...github.accounts.keys()];
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) for (const token of tokens) expect(text).not.toContain(token);
  });
});
