import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectCan } from '../../../src/shared/schemas/projects';
import type { HttpClient } from '../../support/http-client';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/**
 * Each project rule through both sides (shared/domain/project-policy.ts): for every caller and
 * approval state, what the project's `can` tells the web is what the endpoint then does (2xx, or
 * a refusal). The web reads `can` and never decides, so the two can never disagree.
 */

let app: TestApp;
let people: Record<Who, { http: HttpClient; id: string }>;
let collaboratorEmail: string;
let outsider: { email: string };
beforeAll(async () => {
  app = await startTestApp();
  const admin = await signInOwner(app);
  const owner = await signUpUser(app, { name: 'Marta Dueña' });
  const collaborator = await signUpUser(app, { name: 'Lucía Colega' });
  outsider = await signUpUser(app, { name: 'Pablo Invitado' });
  collaboratorEmail = collaborator.email;
  people = { owner, collaborator, admin };
});
afterAll(async () => {
  await app?.close();
});

type Who = 'owner' | 'collaborator' | 'admin';
type State = 'pending' | 'approved' | 'rejected';

/** An owner's project in `state`, with a collaborator. */
async function projectIn(state: State): Promise<string> {
  const { id } = await buildProject(people.owner.http);
  const added = await people.owner.http.post(`/api/projects/${id}/members`, { email: collaboratorEmail });
  expect(added.status, added.text).toBe(201);
  if (state !== 'pending') {
    const decided = await people.admin.http.post(
      `/api/projects/${id}/${state === 'approved' ? 'approve' : 'reject'}`,
      {},
    );
    expect(decided.status, decided.text).toBe(200);
  }
  return id;
}

/** The request each rule stands for (linking code evidence has its own case below). */
type Rule = Exclude<keyof ProjectCan, 'linkEvidence'>;
const actions: Record<Rule, (http: HttpClient, id: string) => ReturnType<HttpClient['get']>> = {
  update: (http, id) => http.request('PATCH', `/api/projects/${id}`, { description: 'Nueva descripción' }),
  editFeatures: (http, id) => http.request('PATCH', `/api/projects/${id}`, { funcionalidades: ['Blog'] }),
  changeStatus: (http, id) => http.request('PATCH', `/api/projects/${id}`, { status: 'paused' }),
  delete: (http, id) => http.request('DELETE', `/api/projects/${id}`),
  requestApproval: (http, id) =>
    http.post(`/api/projects/${id}/approval-request`, { request_notes: 'Otra vez' }),
  decide: (http, id) => http.post(`/api/projects/${id}/approve`, {}),
  manageMembers: (http, id) => http.post(`/api/projects/${id}/members`, { email: outsider.email }),
  managePhases: (http, id) => http.post(`/api/projects/${id}/phases`, { name: 'Fase de pruebas' }),
  manageTasks: (http, id) => http.post('/api/tasks', { project_id: id, title: 'Revisar textos' }),
};

const rules = Object.keys(actions) as Rule[];
const callers: Who[] = ['owner', 'collaborator', 'admin'];
const states: State[] = ['pending', 'approved', 'rejected'];
const seen = new Map<Rule, Set<boolean>>(rules.map((r) => [r, new Set()]));

describe('a project’s `can` is what its endpoints do', () => {
  for (const rule of rules) {
    for (const who of callers) {
      for (const state of states) {
        it(`${rule}: the ${who}, the project ${state}`, async () => {
          const id = await projectIn(state);
          const { http } = people[who];
          const detail = await http.get(`/api/projects/${id}`);
          expect(detail.status, detail.text).toBe(200);
          const can: ProjectCan = detail.json.project.can;
          // The list tells the same as the project's page.
          const listed = (await http.get('/api/projects?limit=100')).json.projects;
          expect(listed.find((p: { id: string }) => p.id === id)?.can).toEqual(can);

          const res = await actions[rule](http, id);
          expect(res.status < 300, `${res.status} ${res.text}`).toBe(can[rule]);
          if (!can[rule]) expect([400, 403, 404]).toContain(res.status);
          seen.get(rule)!.add(can[rule]);
        });
      }
    }
  }

  it('each rule both allowed and refused someone above (the cases tell the rules apart)', () => {
    for (const rule of rules) expect([...seen.get(rule)!].sort(), rule).toEqual([false, true]);
  });

  it('linkEvidence: refused with 403 where `can` says no, past the rule (nothing to unlink, 404) where it says yes', async () => {
    const id = await projectIn('approved');
    const told = new Set<boolean>();
    for (const who of callers) {
      const { http } = people[who];
      const can: ProjectCan = (await http.get(`/api/projects/${id}`)).json.project.can;
      const res = await http.request('DELETE', `/api/phase-evidence/${crypto.randomUUID()}`);
      expect(res.status, `${who}: ${res.text}`).toBe(can.linkEvidence ? 404 : 403);
      told.add(can.linkEvidence);
    }
    expect([...told].sort()).toEqual([false, true]);
  });

  it('answers with `can` on what a change returns too', async () => {
    const id = await projectIn('rejected');
    const res = await people.owner.http.post(`/api/projects/${id}/approval-request`, {});
    expect(res.json.project.can).toMatchObject({ requestApproval: true, delete: false, update: true });
  });
});

describe('requesting approval (docs/product.md#lifecycles: the owner asks, as the server always allowed)', () => {
  it('lets the owner ask again while pending, and refuses once approved', async () => {
    const pending = await projectIn('pending');
    expect((await people.owner.http.post(`/api/projects/${pending}/approval-request`, {})).status).toBe(200);
    const approved = await projectIn('approved');
    const refused = await people.owner.http.post(`/api/projects/${approved}/approval-request`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Este proyecto ya no está pendiente de aprobación');
  });
});
