import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { githubConnections } from '../../../src/server/db/schema/github';
import type { FakeAccount, FakeRepo } from '../../support/fake-github';
import { buildPhase, buildProject } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Decision 0026, code evidence (decision 0035): a project's commits, open pull requests and latest
 * deployment read with its owner's connection, else with an admin's when an admin vouched for the
 * address; phases linked to a pull request or a deployment by admins, seen by whoever reads the
 * project. GitHub is a local fake speaking its wire format.
 */
let app: TestApp;
let admin: { http: HttpClient; id: string };
/** Every answer the portal gave, to prove no token ever leaves the server. */
const answers: string[] = [];
const ADMIN_TOKEN = 'github_pat_agencia_admin';
const agencyRepos: { owner: string; repo: FakeRepo }[] = [];

function repo(id: number, name: string): FakeRepo {
  return {
    id,
    name,
    commits: Array.from({ length: 12 }, (_, i) => `2026-11-${String(20 - i).padStart(2, '0')}T10:00:00Z`),
    pulls: [
      { number: 7, title: 'Pasarela de pago', state: 'open' },
      { number: 5, title: 'Carrito', state: 'closed', merged: true },
      { number: 4, title: 'Idea descartada', state: 'closed' },
      { number: 8, title: 'Borrador del blog', state: 'open', draft: true },
    ],
    deployments: [
      {
        id: 9001,
        environment: 'production',
        ref: 'main',
        statuses: [
          { state: 'success', environmentUrl: 'https://tienda.example', logUrl: 'https://ci.example/9001' },
          { state: 'in_progress' },
        ],
      },
      { id: 9000, environment: 'staging', statuses: [] },
    ],
  };
}

async function call(http: HttpClient, method: string, path: string, body?: unknown) {
  const res = await http.request(method, path, body);
  answers.push(res.text);
  return res;
}

let n = 0;
/** A client connected with a token that owns `dev{n}/tienda`. */
async function connectedClient() {
  n += 1;
  const user = await signUpUser(app);
  const token = `github_pat_client_${n}`;
  const account: FakeAccount = { login: `dev${n}`, id: 5000 + n, repos: [repo(100 + n, 'tienda')] };
  app.github.accounts.set(token, account);
  expect((await call(user.http, 'POST', '/api/github/connection', { token })).status).toBe(201);
  return { ...user, token, login: account.login };
}

/** A repository of the agency's that only the admin's token reads. */
function agencyRepo(name: string) {
  n += 1;
  agencyRepos.push({ owner: 'agencia', repo: repo(200 + n, name) });
  return `https://github.com/agencia/${name}`;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  app.github.accounts.set(ADMIN_TOKEN, { login: 'agencia-admin', id: 1, repos: [], shared: agencyRepos });
  expect((await admin.http.post('/api/github/connection', { token: ADMIN_TOKEN })).status).toBe(201);
});
afterAll(async () => {
  expect(answers.join('\n')).not.toContain('github_pat_');
  await app?.close();
});
beforeEach(() => app.github.reset());

describe('a project’s code', () => {
  it('reads the latest commits, the open pull requests and the deployments with the owner’s connection', async () => {
    const client = await connectedClient();
    const project = await buildProject(client.http, {
      github_repository_url: `https://github.com/${client.login}/tienda`,
    });
    const res = await call(client.http, 'GET', `/api/projects/${project.id}/code`);
    expect(res.status, res.text).toBe(200);
    const { code } = res.json;
    expect(code).toMatchObject({
      state: 'ready',
      via: 'owner',
      repository: {
        full_name: `${client.login}/tienda`,
        html_url: `https://github.com/${client.login}/tienda`,
      },
    });
    expect(code.commits).toHaveLength(10);
    expect(code.commits[0]).toMatchObject({
      message: 'cambio 1',
      author_login: client.login,
      date: '2026-11-20T10:00:00Z',
    });
    expect(code.commits[0].html_url).toMatch(
      new RegExp(`^https://github.com/${client.login}/tienda/commit/`),
    );
    expect(code.pull_requests.map((p: { number: number }) => p.number)).toEqual([7, 8]);
    expect(code.pull_requests[1]).toMatchObject({ state: 'open', draft: true });
    expect(code.deployments[0]).toMatchObject({
      id: 9001,
      environment: 'production',
      state: 'success',
      environment_url: 'https://tienda.example',
      log_url: 'https://ci.example/9001',
    });
    expect(code.deployments[1]).toMatchObject({ id: 9000, state: null, environment_url: null });
    expect(app.github.requests.every((r) => r.authorization === `token ${client.token}`)).toBe(true);
  });

  it('reuses a repository’s reading for a minute', async () => {
    const client = await connectedClient();
    const project = await buildProject(client.http, {
      github_repository_url: `https://github.com/${client.login}/tienda`,
    });
    expect((await call(client.http, 'GET', `/api/projects/${project.id}/code`)).status).toBe(200);
    const reached = app.github.requests.length;
    expect(reached).toBeGreaterThan(0);
    const again = await call(client.http, 'GET', `/api/projects/${project.id}/code`);
    expect(again.status).toBe(200);
    expect(app.github.requests.length).toBe(reached);
  });

  it('says there is no repository, and not connected when no connection may read it', async () => {
    const user = await signUpUser(app);
    const bare = await buildProject(user.http);
    const none = await call(user.http, 'GET', `/api/projects/${bare.id}/code`);
    expect(none.json.code).toMatchObject({ state: 'no_repository', repository: null, commits: [] });
    // The admin is connected, but no admin vouched for an address a client wrote.
    const url = agencyRepo('secreto');
    const pending = await buildProject(user.http, { github_repository_url: url });
    const unread = await call(user.http, 'GET', `/api/projects/${pending.id}/code`);
    expect(unread.status).toBe(200);
    expect(unread.json.code).toMatchObject({
      state: 'not_connected',
      via: null,
      repository: { full_name: 'agencia/secreto' },
    });
    expect(app.github.requests).toHaveLength(0);
  });

  it('reads with an admin’s connection once an admin approved the address, and stops when the client changes it', async () => {
    const user = await signUpUser(app);
    const url = agencyRepo('web-cliente');
    const project = await buildProject(user.http, { github_repository_url: url });
    expect((await admin.http.post(`/api/projects/${project.id}/approve`, {})).status).toBe(200);
    const read = await call(user.http, 'GET', `/api/projects/${project.id}/code`);
    expect(read.json.code).toMatchObject({ state: 'ready', via: 'admin' });
    expect(read.json.code.commits).toHaveLength(10);
    expect(app.github.requests.every((r) => r.authorization === `token ${ADMIN_TOKEN}`)).toBe(true);

    const other = agencyRepo('otro-cliente');
    expect(
      (await user.http.patch(`/api/projects/${project.id}`, { github_repository_url: other })).status,
    ).toBe(200);
    const after = await call(user.http, 'GET', `/api/projects/${project.id}/code`);
    expect(after.json.code).toMatchObject({ state: 'not_connected' });
    // An admin writing the address vouches for it.
    expect(
      (await admin.http.patch(`/api/projects/${project.id}`, { github_repository_url: other })).status,
    ).toBe(200);
    const vouched = await call(user.http, 'GET', `/api/projects/${project.id}/code`);
    expect(vouched.json.code).toMatchObject({
      state: 'ready',
      via: 'admin',
      repository: { full_name: 'agencia/otro-cliente' },
    });
  });

  it('answers 404 for a repository the connection cannot see, and for another client’s project', async () => {
    const client = await connectedClient();
    const project = await buildProject(client.http, {
      github_repository_url: `https://github.com/${client.login}/no-existe`,
    });
    const missing = await call(client.http, 'GET', `/api/projects/${project.id}/code`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('Repositorio de GitHub no encontrado o sin acceso');
    const stranger = await signUpUser(app);
    expect((await call(stranger.http, 'GET', `/api/projects/${project.id}/code`)).status).toBe(404);
    expect((await call(stranger.http, 'GET', `/api/projects/${project.id}/evidence`)).status).toBe(404);
  });

  it('answers Token de GitHub expirado when the provider refuses the token', async () => {
    const client = await connectedClient();
    const project = await buildProject(client.http, {
      github_repository_url: `https://github.com/${client.login}/tienda`,
    });
    app.github.accounts.delete(client.token);
    const res = await call(client.http, 'GET', `/api/projects/${project.id}/code`);
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Token de GitHub expirado');
  });
});

describe('a phase’s evidence', () => {
  async function clientProjectWithPhase() {
    const client = await connectedClient();
    const project = await buildProject(client.http, {
      github_repository_url: `https://github.com/${client.login}/tienda`,
    });
    await admin.http.post(`/api/projects/${project.id}/approve`, {});
    const phase = await buildPhase(admin.http, project.id, { name: 'Desarrollo' });
    return { client, project, phase };
  }

  it('an admin links a pull request and a deployment; the client sees them, another client does not', async () => {
    const { client, project, phase } = await clientProjectWithPhase();
    const pr = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'pull_request',
      ref: 5,
    });
    expect(pr.status, pr.text).toBe(201);
    expect(pr.json.evidence).toMatchObject({
      phase_id: phase.id,
      project_id: project.id,
      kind: 'pull_request',
      ref: 5,
      title: 'Carrito',
      state: 'merged',
      url: `https://github.com/${client.login}/tienda/pull/5`,
    });
    const deployment = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'deployment',
      ref: 9001,
    });
    expect(deployment.status).toBe(201);
    expect(deployment.json.evidence).toMatchObject({
      kind: 'deployment',
      state: 'success',
      environment: 'production',
      environment_url: 'https://tienda.example',
      url: 'https://tienda.example',
    });
    const seen = await call(client.http, 'GET', `/api/projects/${project.id}/evidence`);
    expect(seen.status).toBe(200);
    expect(seen.json.evidence.map((e: { ref: number }) => e.ref)).toEqual([5, 9001]);
    const stranger = await signUpUser(app);
    expect((await call(stranger.http, 'GET', `/api/projects/${project.id}/evidence`)).status).toBe(404);
  });

  it('linking the same pull request again refreshes what was stored', async () => {
    const { client, phase, project } = await clientProjectWithPhase();
    await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, { kind: 'pull_request', ref: 7 });
    const account = app.github.accounts.get(client.token)!;
    account.repos![0]!.pulls![0] = { number: 7, title: 'Pasarela de pago', state: 'closed', merged: true };
    const again = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'pull_request',
      ref: 7,
    });
    expect(again.status).toBe(201);
    expect(again.json.evidence.state).toBe('merged');
    const list = await call(client.http, 'GET', `/api/projects/${project.id}/evidence`);
    expect(list.json.evidence).toHaveLength(1);
  });

  it('only admins link and unlink; unlinking removes the link', async () => {
    const { client, phase, project } = await clientProjectWithPhase();
    const refused = await call(client.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'pull_request',
      ref: 7,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Solo un administrador puede vincular evidencia');
    const link = (
      await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, { kind: 'pull_request', ref: 7 })
    ).json.evidence;
    expect((await call(client.http, 'DELETE', `/api/phase-evidence/${link.id}`)).status).toBe(403);
    expect((await call(admin.http, 'DELETE', `/api/phase-evidence/${link.id}`)).status).toBe(204);
    const gone = await call(admin.http, 'DELETE', `/api/phase-evidence/${link.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.message).toBe('Vínculo no encontrado');
    expect((await call(client.http, 'GET', `/api/projects/${project.id}/evidence`)).json.evidence).toEqual(
      [],
    );
  });

  it('refuses a pull request or deployment the repository does not have, and a project with no repository', async () => {
    const { phase } = await clientProjectWithPhase();
    const pr = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'pull_request',
      ref: 999,
    });
    expect(pr.status).toBe(404);
    expect(pr.json.error.message).toBe('Pull request no encontrada');
    const dep = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'deployment',
      ref: 1,
    });
    expect(dep.status).toBe(404);
    expect(dep.json.error.message).toBe('Despliegue no encontrado');
    const bad = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'commit',
      ref: 1,
    });
    expect(bad.status).toBe(400);
    const user = await signUpUser(app);
    const bare = await buildProject(user.http);
    const barePhase = await buildPhase(admin.http, bare.id);
    const none = await call(admin.http, 'POST', `/api/phases/${barePhase.id}/evidence`, {
      kind: 'pull_request',
      ref: 7,
    });
    expect(none.status).toBe(400);
    expect(none.json.error.message).toBe('El proyecto no tiene un repositorio de GitHub');
  });

  it('says not connected when linking on a project no connection may read', async () => {
    const { client, project } = await clientProjectWithPhase();
    await app.db.delete(githubConnections).where(eq(githubConnections.userId, client.id));
    // A client's project an admin never approved: the admin's connection does not read it either.
    const user = await signUpUser(app);
    const pending = await buildProject(user.http, { github_repository_url: agencyRepo('sin-aprobar') });
    const phase = await buildPhase(admin.http, pending.id);
    const res = await call(admin.http, 'POST', `/api/phases/${phase.id}/evidence`, {
      kind: 'pull_request',
      ref: 7,
    });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Ninguna conexión de GitHub puede leer el repositorio del proyecto');
    // The approved one of the disconnected client falls back to the admin's, which cannot see it.
    const code = await call(client.http, 'GET', `/api/projects/${project.id}/code`);
    expect(code.status).toBe(404);
    expect(code.json.error.message).toBe('Repositorio de GitHub no encontrado o sin acceso');
  });
});
