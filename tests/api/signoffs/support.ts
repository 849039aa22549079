import { expect } from 'vitest';
import { buildPhase, buildProject, buildTask } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { signUpUser, type signInOwner, type TestApp } from '../../support/test-app';

/** An approved project of a new client (in `language`) with two phases, the first with a task and an amount. */
export async function buildDelivery(
  app: TestApp,
  admin: Awaited<ReturnType<typeof signInOwner>>,
  options: { language?: 'es' | 'en' | 'pt'; amount?: number | null } = {},
) {
  const client = await signUpUser(app, { name: 'Lucía Gómez' });
  if (options.language) {
    const res = await client.http.put('/api/preferences', {
      preference_type: 'language',
      preference_key: 'language',
      preference_value: options.language,
    });
    expect(res.status).toBe(200);
  }
  const project = await buildProject(client.http, {
    name: `Tienda de Lucía ${Math.random().toString(36).slice(2, 6)}`,
  });
  expect((await admin.http.post(`/api/projects/${project.id}/approve`, {})).status).toBeLessThan(300);
  const design = await buildPhase(admin.http, project.id, {
    name: 'Diseño',
    description: 'Pantallas de la tienda',
    status: 'in_progress',
    milestone_amount: options.amount === undefined ? 1500 : options.amount,
  });
  const build = await buildPhase(admin.http, project.id, { name: 'Desarrollo' });
  const task = await buildTask(admin.http, project.id, { phase_id: design.id, title: 'Pantalla de inicio' });
  return { client, project, design, build, task };
}

/** Uploads a small file to the project as `http`; its id. */
export async function uploadFile(http: HttpClient, projectId: string, name = 'diseño-v1.txt') {
  const res = await http.request('POST', `/api/projects/${projectId}/files`, 'Maquetas', {
    'content-type': 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  });
  expect(res.status, res.text).toBe(201);
  return res.json.file.id as string;
}

export async function submit(admin: HttpClient, phaseId: string, body: Record<string, unknown> = {}) {
  return admin.post(`/api/phases/${phaseId}/signoffs`, { note: 'Diseño listo para revisar', ...body });
}

export const accept = (http: HttpClient, id: string, comment?: string) =>
  http.post(`/api/signoffs/${id}/decision`, { decision: 'accept', ...(comment && { comment }) });
