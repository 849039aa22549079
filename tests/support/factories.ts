import type { HttpClient } from './http-client';
import { signUpUser, type TestApp } from './test-app';

let n = 0;

/** Creates a project through the API as `http` and returns it. */
export async function buildProject(http: HttpClient, overrides: Record<string, unknown> = {}) {
  n += 1;
  const res = await http.post('/api/projects', {
    name: `Proyecto ${n} ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Web corporativa con blog',
    technologies: ['React', 'Node.js'],
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`project creation failed: ${res.status} ${res.text}`);
  return res.json.project as {
    id: string;
    name: string;
    approval_status: string;
    created_by: string;
    [k: string]: unknown;
  };
}

export async function buildPhase(
  admin: HttpClient,
  projectId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await admin.post(`/api/projects/${projectId}/phases`, overrides);
  if (res.status !== 201) throw new Error(`phase creation failed: ${res.status} ${res.text}`);
  return res.json.phase as { id: string; name: string; phase_order: number; status: string };
}

export async function buildTask(
  admin: HttpClient,
  projectId: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await admin.post('/api/tasks', { project_id: projectId, title: 'Tarea', ...overrides });
  if (res.status !== 201) throw new Error(`task creation failed: ${res.status} ${res.text}`);
  return res.json.task as {
    id: string;
    title: string;
    status: string;
    priority: string;
    [k: string]: unknown;
  };
}

/** A new client's project, approved by the admin: what phases, tasks and comments hang off. */
export async function buildApprovedProject(app: TestApp, admin: HttpClient) {
  const client = await signUpUser(app);
  const project = await buildProject(client.http);
  await admin.post(`/api/projects/${project.id}/approve`, {});
  return { client, project };
}
