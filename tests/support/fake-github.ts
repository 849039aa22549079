import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A GitHub server for tests, speaking the wire format of GitHub's REST API v3 and GraphQL API as
 * Octokit reads them: `GET /user` (with `x-oauth-scopes`), `GET /user/repos`,
 * `GET /repos/{owner}/{repo}/commits`, `GET /repos/{owner}/{repo}/languages`,
 * `GET /repos/{owner}/{repo}/pulls` (and `/pulls/{number}`), `GET /repos/{owner}/{repo}/deployments`
 * (and `/deployments/{id}`, `/deployments/{id}/statuses`), `POST /graphql`
 * (the viewer's contribution calendar), `401 Bad credentials`, and the primary rate limit's `403`
 * with `x-ratelimit-remaining: 0` and `x-ratelimit-reset`. Each account is reached by its token;
 * every request is recorded so tests can count what reached the provider.
 *
 * It is also GitHub's OAuth web flow: `GET /login/oauth/authorize` (the user approves at once as
 * the account of `authorizeAs`, and is sent back to `redirect_uri` with `code` and `state`) and
 * `POST /login/oauth/access_token` (JSON or form body; client credentials, redirect URI and PKCE
 * verifier checked; GitHub's 200 `{ error }` answers; failures on demand to prove the retries).
 */
export const FAKE_OAUTH_CLIENT = { id: 'Iv1.fakewebsyclient', secret: 'fake-websy-client-secret' } as const;

export interface FakeRepo {
  id: number;
  name: string;
  description?: string | null;
  language?: string | null;
  fork?: boolean;
  private?: boolean;
  stars?: number;
  forks?: number;
  updatedAt?: string;
  /** Bytes per language (`GET /repos/{o}/{r}/languages`). */
  languages?: Record<string, number>;
  /** Commit author dates (`GET /repos/{o}/{r}/commits`); 'fail' answers 409 (an empty repository). */
  commits?: string[] | 'fail';
  /** Pull requests (`GET /repos/{o}/{r}/pulls`, `/pulls/{number}`). */
  pulls?: FakePull[];
  /** Deployments, newest first (`GET /repos/{o}/{r}/deployments`), each with its statuses. */
  deployments?: FakeDeployment[];
}

export interface FakePull {
  number: number;
  title: string;
  state?: 'open' | 'closed';
  merged?: boolean;
  draft?: boolean;
  updatedAt?: string;
}

export interface FakeDeployment {
  id: number;
  environment: string;
  ref?: string;
  createdAt?: string;
  /** Newest first, as GitHub lists them. */
  statuses?: { state: string; environmentUrl?: string; logUrl?: string }[];
}

export interface FakeAccount {
  login: string;
  id: number;
  name?: string | null;
  bio?: string | null;
  followers?: number;
  following?: number;
  scopes?: string[];
  /** The `github-authentication-token-expiration` header of `GET /user`, when the token has one. */
  tokenExpiration?: string;
  repos?: FakeRepo[];
  /** Days of the contribution calendar ('YYYY-MM-DD' → count); 'fail' answers a GraphQL error. */
  calendar?: Record<string, number> | 'fail';
  /** `GET /user/repos` answers 403 (a fine-grained token without access to the repositories). */
  reposFail?: boolean;
  /** `expires_in` of the OAuth token exchange (absent: GitHub says nothing, as for OAuth apps). */
  oauthExpiresIn?: number;
  /** Other owners' repositories this token reads (`/repos/{owner}/{repo}/…`), e.g. the agency's. */
  shared?: { owner: string; repo: FakeRepo }[];
}

export interface FakeGithubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  at: number;
}

export interface FakeGithub {
  /** The base URL to configure (GITHUB_API_URL). */
  url: string;
  /** Accounts by token; a token not here is refused (401 Bad credentials). */
  accounts: Map<string, FakeAccount>;
  /** `GET /user` of these tokens answers an account with no login (an invalid token). */
  loginless: Set<string>;
  requests: FakeGithubRequest[];
  /**
   * The next `times` requests whose path starts with `pathPrefix` answer the rate limit's 403,
   * resetting `resetInSeconds` from now (negative: the reset has already passed).
   */
  rateLimit(pathPrefix: string, times: number, resetInSeconds: number): void;
  /** The token whose account approves the next authorizations (null: the authorize page refuses). */
  authorizeAs: string | null;
  /** The next `times` token exchanges answer `status` (GitHub failing on its side). */
  failExchange(times: number, status?: number): void;
  /** The next `times` token exchanges answer 200 without `access_token` (`bad_verification_code`). */
  exchangeWithoutToken(times: number): void;
  reset(): void;
  close(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest';
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6d28d9"/></svg>';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-media-type': 'github.v3; format=json',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function repoJson(account: FakeAccount, repo: FakeRepo) {
  return {
    id: repo.id,
    node_id: `R_${repo.id}`,
    name: repo.name,
    full_name: `${account.login}/${repo.name}`,
    owner: { login: account.login, id: account.id, type: 'User' },
    private: repo.private ?? false,
    html_url: `https://github.com/${account.login}/${repo.name}`,
    description: repo.description ?? null,
    fork: repo.fork ?? false,
    language: repo.language ?? null,
    stargazers_count: repo.stars ?? 0,
    watchers_count: repo.stars ?? 0,
    forks_count: repo.forks ?? 0,
    updated_at: repo.updatedAt ?? '2026-11-01T10:00:00Z',
    pushed_at: repo.updatedAt ?? '2026-11-01T10:00:00Z',
  };
}

function userJson(fake: FakeGithub, account: FakeAccount) {
  return {
    login: account.login,
    id: account.id,
    node_id: `U_${account.id}`,
    // Served by the fake itself (as GitHub Enterprise serves its own), so no page reaches the network.
    avatar_url: `${fake.url}/avatars/u/${account.id}?v=4`,
    html_url: `https://github.com/${account.login}`,
    type: 'User',
    name: account.name ?? null,
    bio: account.bio ?? null,
    public_repos: (account.repos ?? []).filter((r) => !r.private).length,
    followers: account.followers ?? 0,
    following: account.following ?? 0,
    created_at: '2020-01-01T00:00:00Z',
  };
}

/** The calendar as GitHub answers it: weeks (Sunday first) of days over the last year. */
function calendarJson(days: Record<string, number>) {
  const end = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const start = end - 364 * 86_400_000;
  const first = start - new Date(start).getUTCDay() * 86_400_000;
  const weeks: { contributionDays: { date: string; contributionCount: number; weekday: number }[] }[] = [];
  let total = 0;
  for (let t = first; t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0) weeks.push({ contributionDays: [] });
    const count = days[date] ?? 0;
    total += count;
    weeks.at(-1)!.contributionDays.push({ date, contributionCount: count, weekday });
  }
  return {
    data: {
      viewer: {
        contributionsCollection: { contributionCalendar: { totalContributions: total, weeks } },
      },
    },
  };
}

interface OauthState {
  codes: Map<string, { token: string; redirectUri: string; challenge: string | null }>;
  failures: { left: number; status: number }[];
  tokenless: number;
}

function readForm(req: IncomingMessage, body: string): Record<string, string> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** GitHub's OAuth web flow as its pages and token endpoint answer. */
function oauth(
  fake: FakeGithub,
  state: OauthState,
  req: IncomingMessage,
  body: string,
  url: URL,
  res: ServerResponse,
) {
  if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== FAKE_OAUTH_CLIENT.id || !redirectUri || !fake.authorizeAs) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not Found</title><h1>404</h1>');
      return;
    }
    const code = randomBytes(10).toString('hex');
    state.codes.set(code, {
      token: fake.authorizeAs,
      redirectUri,
      challenge: url.searchParams.get('code_challenge'),
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: back.toString() });
    res.end();
    return;
  }
  if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
    const failure = state.failures.find((f) => f.left > 0);
    if (failure) {
      failure.left -= 1;
      res.writeHead(failure.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Unicorn!</title><h1>No server is currently available</h1>');
      return;
    }
    const form = readForm(req, body);
    const fail = (error: string, description: string) =>
      send(res, 200, { error, error_description: description, error_uri: `${DOCS}/oauth` });
    if (state.tokenless > 0) {
      state.tokenless -= 1;
      return fail('bad_verification_code', 'The code passed is incorrect or expired.');
    }
    if (form.client_id !== FAKE_OAUTH_CLIENT.id || form.client_secret !== FAKE_OAUTH_CLIENT.secret) {
      return fail('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.');
    }
    const grant = state.codes.get(form.code ?? '');
    state.codes.delete(form.code ?? '');
    if (!grant) return fail('bad_verification_code', 'The code passed is incorrect or expired.');
    if (form.redirect_uri && form.redirect_uri !== grant.redirectUri) {
      return fail('redirect_uri_mismatch', 'The redirect_uri MUST match the registered callback URL.');
    }
    const challenge = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (grant.challenge && challenge !== grant.challenge) {
      return fail('bad_verification_code', 'The code_verifier does not match the code_challenge.');
    }
    const account = fake.accounts.get(grant.token);
    return send(res, 200, {
      access_token: grant.token,
      token_type: 'bearer',
      scope: (account?.scopes ?? ['read:user', 'repo']).join(','),
      ...(account?.oauthExpiresIn !== undefined && { expires_in: account.oauthExpiresIn }),
    });
  }
  send(res, 404, { message: 'Not Found', documentation_url: DOCS });
}

function route(
  fake: FakeGithub,
  limits: { prefix: string; left: number; resetIn: number }[],
  oauthState: OauthState,
  req: IncomingMessage,
  body: string,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://github.test');
  const path = url.pathname;
  const limit = limits.find((l) => l.left > 0 && path.startsWith(l.prefix));
  if (limit) {
    limit.left -= 1;
    send(
      res,
      403,
      { message: 'API rate limit exceeded for user ID 1.', documentation_url: DOCS },
      {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + limit.resetIn),
      },
    );
    return;
  }
  if (path.startsWith('/login/oauth/')) return oauth(fake, oauthState, req, body, url, res);
  if (req.method === 'GET' && path.startsWith('/avatars/u/')) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    res.end(AVATAR);
    return;
  }
  const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const account = token ? fake.accounts.get(token) : undefined;
  if (!token || !account) {
    send(res, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    return;
  }
  if (req.method === 'GET' && path === '/user') {
    const body = fake.loginless.has(token)
      ? { ...userJson(fake, account), login: '' }
      : userJson(fake, account);
    send(res, 200, body, {
      'x-oauth-scopes': (account.scopes ?? ['read:user', 'repo']).join(', '),
      ...(account.tokenExpiration && { 'github-authentication-token-expiration': account.tokenExpiration }),
    });
    return;
  }
  if (req.method === 'GET' && path === '/user/repos') {
    if (account.reposFail) {
      return send(res, 403, {
        message: 'Resource not accessible by personal access token',
        documentation_url: DOCS,
      });
    }
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const repos = (account.repos ?? []).map((r) => repoJson(account, r));
    return send(res, 200, repos.slice((page - 1) * perPage, page * perPage));
  }
  const repoPath = /^\/repos\/([^/]+)\/([^/]+)\/(.+)$/.exec(path);
  const owned =
    repoPath && repoPath[1] === account.login && account.repos?.find((r) => r.name === repoPath[2]);
  const shared =
    repoPath && account.shared?.find((s) => s.owner === repoPath[1] && s.repo.name === repoPath[2]);
  const repo = owned || shared?.repo;
  const owner = shared ? { login: shared.owner, id: 1 } : account;
  if (req.method === 'GET' && repoPath && !repo)
    return send(res, 404, { message: 'Not Found', documentation_url: DOCS });
  if (req.method === 'GET' && repo && repoPath) {
    const rest = repoPath[3]!;
    const base = `https://github.com/${owner.login}/${repo.name}`;
    const api = `${fake.url}/repos/${owner.login}/${repo.name}`;
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    if (rest === 'languages') return send(res, 200, repo.languages ?? {});
    if (rest === 'commits') {
      if (repo.commits === 'fail')
        return send(res, 409, { message: 'Git Repository is empty.', documentation_url: DOCS });
      return send(
        res,
        200,
        (repo.commits ?? []).slice(0, perPage).map((date, i) => {
          const sha = `${repo.id}${i}`.padEnd(40, '0');
          return {
            sha,
            node_id: `C_${sha}`,
            url: `${api}/commits/${sha}`,
            html_url: `${base}/commit/${sha}`,
            commit: {
              author: { name: account.name, email: `${account.login}@example.com`, date },
              committer: { name: account.name, email: `${account.login}@example.com`, date },
              message: `cambio ${i + 1}\n\ndetalle`,
            },
            author: { login: account.login, id: account.id },
            committer: { login: account.login, id: account.id },
            parents: [],
          };
        }),
      );
    }
    const pullJson = (p: FakePull) => ({
      url: `${api}/pulls/${p.number}`,
      id: repo.id * 1000 + p.number,
      node_id: `PR_${p.number}`,
      html_url: `${base}/pull/${p.number}`,
      number: p.number,
      state: p.state ?? 'open',
      locked: false,
      title: p.title,
      user: { login: account.login, id: account.id, type: 'User' },
      body: null,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: p.updatedAt ?? '2026-11-20T10:00:00Z',
      closed_at: p.state === 'closed' ? '2026-11-21T10:00:00Z' : null,
      merged_at: p.merged ? '2026-11-21T10:00:00Z' : null,
      draft: p.draft ?? false,
      head: { ref: `rama-${p.number}`, sha: 'a'.repeat(40) },
      base: { ref: 'main', sha: 'b'.repeat(40) },
    });
    if (rest === 'pulls') {
      const state = url.searchParams.get('state') ?? 'open';
      const pulls = (repo.pulls ?? []).filter((p) => state === 'all' || (p.state ?? 'open') === state);
      return send(res, 200, pulls.slice(0, perPage).map(pullJson));
    }
    const onePull = /^pulls\/(\d+)$/.exec(rest);
    if (onePull) {
      const pull = repo.pulls?.find((p) => p.number === Number(onePull[1]));
      return pull
        ? send(res, 200, pullJson(pull))
        : send(res, 404, { message: 'Not Found', documentation_url: DOCS });
    }
    const deploymentJson = (d: FakeDeployment) => ({
      url: `${api}/deployments/${d.id}`,
      id: d.id,
      node_id: `DE_${d.id}`,
      sha: 'c'.repeat(40),
      ref: d.ref ?? 'main',
      task: 'deploy',
      payload: {},
      original_environment: d.environment,
      environment: d.environment,
      description: null,
      creator: { login: account.login, id: account.id, type: 'User' },
      created_at: d.createdAt ?? '2026-11-22T10:00:00Z',
      updated_at: d.createdAt ?? '2026-11-22T10:00:00Z',
      statuses_url: `${api}/deployments/${d.id}/statuses`,
      repository_url: api,
      transient_environment: false,
      production_environment: d.environment === 'production',
    });
    if (rest === 'deployments') {
      return send(res, 200, (repo.deployments ?? []).slice(0, perPage).map(deploymentJson));
    }
    const oneDeployment = /^deployments\/(\d+)(\/statuses)?$/.exec(rest);
    const deployment = oneDeployment && repo.deployments?.find((d) => d.id === Number(oneDeployment[1]));
    if (oneDeployment && !deployment)
      return send(res, 404, { message: 'Not Found', documentation_url: DOCS });
    if (deployment && !oneDeployment[2]) return send(res, 200, deploymentJson(deployment));
    if (deployment) {
      return send(
        res,
        200,
        (deployment.statuses ?? []).slice(0, perPage).map((st, i) => ({
          url: `${api}/deployments/${deployment.id}/statuses/${i + 1}`,
          id: deployment.id * 100 + i,
          node_id: `DES_${deployment.id}_${i}`,
          state: st.state,
          creator: { login: account.login, id: account.id, type: 'User' },
          description: '',
          environment: deployment.environment,
          target_url: st.logUrl ?? '',
          created_at: '2026-11-22T10:05:00Z',
          updated_at: '2026-11-22T10:05:00Z',
          deployment_url: `${api}/deployments/${deployment.id}`,
          repository_url: api,
          environment_url: st.environmentUrl ?? '',
          log_url: st.logUrl ?? '',
        })),
      );
    }
  }
  if (req.method === 'POST' && path === '/graphql') {
    if (account.calendar === 'fail') {
      return send(res, 200, {
        data: null,
        errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }],
      });
    }
    return send(res, 200, calendarJson(account.calendar ?? {}));
  }
  send(res, 404, { message: 'Not Found', documentation_url: DOCS });
}

export async function startFakeGithub(): Promise<FakeGithub> {
  const limits: { prefix: string; left: number; resetIn: number }[] = [];
  const oauthState: OauthState = { codes: new Map(), failures: [], tokenless: 0 };
  const fake: FakeGithub = {
    url: '',
    accounts: new Map(),
    loginless: new Set(),
    requests: [],
    rateLimit(prefix, times, resetIn) {
      limits.push({ prefix, left: times, resetIn });
    },
    authorizeAs: null,
    failExchange(times, status = 502) {
      oauthState.failures.push({ left: times, status });
    },
    exchangeWithoutToken(times) {
      oauthState.tokenless += times;
    },
    reset() {
      limits.length = 0;
      fake.requests.length = 0;
      oauthState.failures.length = 0;
      oauthState.tokenless = 0;
    },
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    fake.requests.push({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    // Read the body (GraphQL and the token exchange post one) before answering.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => route(fake, limits, oauthState, req, Buffer.concat(chunks).toString('utf8'), res));
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
