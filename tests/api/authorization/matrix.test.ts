import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyFor,
  buildFixture,
  cases,
  type Fixture,
  type Principal,
} from '../../support/authorization-matrix';
import { FAKE_OAUTH_CLIENT } from '../../support/fake-github';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let f: Fixture;
beforeAll(async () => {
  app = await startTestApp({
    GITHUB_CLIENT_ID: FAKE_OAUTH_CLIENT.id,
    GITHUB_CLIENT_SECRET: FAKE_OAUTH_CLIENT.secret,
  });
  f = await buildFixture(app);
});
afterAll(async () => {
  await app?.close();
});

const principals: Principal[] = ['anonymous', 'clientA', 'clientB', 'admin'];

describe(`authorization matrix: ${cases.length} endpoints × ${principals.length} principals`, () => {
  for (const c of cases) {
    for (const who of principals) {
      it(`${c.method} ${c.name} as ${who} → ${c.expect[who]}`, async () => {
        const path = await c.path(f);
        const res = await f.http[who].request(c.method, path, bodyFor(c, f), c.headers);
        expect(res.status, res.text).toBe(c.expect[who]);
      });
    }
    const collaborator = c.collaborator;
    if (collaborator === undefined) continue;
    it(`${c.method} ${c.name} as collaborator → ${collaborator}`, async () => {
      const path = await c.path(f);
      const res = await f.collaborator.request(c.method, path, bodyFor(c, f), c.headers);
      expect(res.status, res.text).toBe(collaborator);
    });
  }

  it('never lists A’s projects, phases or tasks to B', async () => {
    const projects = (await f.http.clientB.get('/api/projects?limit=100')).json.projects.map(
      (p: { id: string }) => p.id,
    );
    expect(projects).not.toContain(f.projectA);
    expect(projects).toContain(f.projectB);
    const phases = (await f.http.clientB.get('/api/phases')).json.phases;
    expect(phases.every((p: { project_id: string }) => p.project_id !== f.projectA)).toBe(true);
    const tasks = (await f.http.clientB.get('/api/tasks')).json.tasks;
    expect(tasks).toHaveLength(0);
    const stats = (await f.http.clientB.get('/api/projects/stats')).json;
    const own = (await f.http.clientB.get('/api/projects')).json.total;
    expect(stats.total).toBe(own);
  });
});
