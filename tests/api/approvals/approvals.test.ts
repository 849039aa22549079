import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** GET /api/approval-requests: the projects awaiting (or past) the agency's decision, for admins. */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

type Request = { project_id: string; approval_status: string };
const requestsIn = async (status?: string) => {
  const res = await admin.http.get(`/api/approval-requests${status ? `?status=${status}` : ''}`);
  expect(res.status).toBe(200);
  expect(res.json.total).toBe(res.json.requests.length);
  return res.json.requests as Request[];
};
const projectIds = (requests: Request[]) => requests.map((r) => r.project_id);

describe('GET /api/approval-requests', () => {
  it('lists the pending requests by default, latest first, with who asked and why', async () => {
    const client = await signUpUser(app, { name: 'Lucía Gómez' });
    const first = await buildProject(client.http, { name: 'Tienda de Lucía' });
    const second = await buildProject(client.http, { name: 'Blog de Lucía' });
    const pending = await requestsIn();
    expect(projectIds(pending).slice(0, 2)).toEqual([second.id, first.id]);
    expect(pending[1]).toEqual({
      project_id: first.id,
      project_name: 'Tienda de Lucía',
      type: expect.any(String),
      approval_status: 'pending',
      request_notes: null,
      requested_at: expect.any(String),
      admin_notes: null,
      created_at: expect.any(String),
      created_by: client.id,
      requester_name: 'Lucía Gómez',
      requester_email: client.email,
    });
  });

  it('moves a project to the list of its decision, with the admin’s notes', async () => {
    const client = await signUpUser(app);
    const approved = await buildProject(client.http);
    const rejected = await buildProject(client.http);
    await admin.http.post(`/api/projects/${approved.id}/approve`, { admin_notes: 'Adelante' });
    await admin.http.post(`/api/projects/${rejected.id}/reject`, { admin_notes: 'Falta presupuesto' });

    const pending = projectIds(await requestsIn('pending'));
    expect(pending).not.toContain(approved.id);
    expect(pending).not.toContain(rejected.id);
    const approvedList = await requestsIn('approved');
    expect(approvedList.find((r) => r.project_id === approved.id)).toMatchObject({
      approval_status: 'approved',
      admin_notes: 'Adelante',
    });
    expect(projectIds(approvedList)).not.toContain(rejected.id);
    const rejectedList = await requestsIn('rejected');
    expect(rejectedList.find((r) => r.project_id === rejected.id)).toMatchObject({
      approval_status: 'rejected',
      admin_notes: 'Falta presupuesto',
    });

    // Asked again with notes: back at the top of the pending list.
    await client.http.post(`/api/projects/${rejected.id}/approval-request`, { request_notes: 'Ya va' });
    const again = await requestsIn();
    expect(again[0]).toMatchObject({ project_id: rejected.id, request_notes: 'Ya va' });
  });

  it('does not list a project an admin created (approved at once) as pending', async () => {
    const own = await buildProject(admin.http);
    expect(projectIds(await requestsIn())).not.toContain(own.id);
    expect(projectIds(await requestsIn('approved'))).toContain(own.id);
  });

  it('refuses an unknown status with 400', async () => {
    const res = await admin.http.get('/api/approval-requests?status=maybe');
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION');
  });

  it('is the agency’s: 403 to a client, 401 with no session', async () => {
    const client = await signUpUser(app);
    await buildProject(client.http);
    const refused = await client.http.get('/api/approval-requests');
    expect(refused.status).toBe(403);
    expect(refused.json.requests).toBeUndefined();
    expect((await app.client().get('/api/approval-requests')).status).toBe(401);
  });
});
