import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPhase, buildProject, buildTask } from '../../support/factories';
import type { HttpClient } from '../../support/http-client';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

const ES =
  'Otra persona ha cambiado este registro mientras lo editabas. Recarga para ver sus cambios o compáralos con los tuyos.';
const EN =
  'Someone else changed this record while you were editing it. Reload to see their changes or compare them with yours.';

let app: TestApp;
let admin: HttpClient;
let secondAdmin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signInOwner(app)).http;
  // A second admin: the owner promotes a signed-up user.
  const other = await signUpUser(app);
  expect((await admin.patch(`/api/users/${other.id}/role`, { role: 'admin' })).status).toBe(200);
  secondAdmin = app.client();
  expect(
    (await secondAdmin.post('/api/auth/sign-in/email', { email: other.email, password: other.password }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

const patchIn = (http: HttpClient, path: string, body: unknown, language: string) =>
  http.request('PATCH', path, body, { 'accept-language': language });

interface Case {
  name: string;
  /** Creates the record; returns its path and the record as loaded. */
  create: () => Promise<{ path: string; read: () => Promise<Record<string, unknown>> }>;
  first: Record<string, unknown>;
  second: Record<string, unknown>;
  /** The field both editors change, compared after the refusal. */
  field: string;
  editor?: () => HttpClient;
}

const cases: Case[] = [
  {
    name: 'project',
    create: async () => {
      const p = await buildProject(admin);
      const path = `/api/projects/${p.id}`;
      return { path, read: async () => (await admin.get(path)).json.project };
    },
    first: { description: 'Cambio de la primera persona' },
    second: { description: 'Cambio de la segunda persona' },
    field: 'description',
  },
  {
    name: 'phase',
    create: async () => {
      const p = await buildProject(admin);
      const phase = await buildPhase(admin, p.id, { name: 'Diseño' });
      const read = async () =>
        ((await admin.get(`/api/projects/${p.id}/phases`)).json.phases as Array<{ id: string }>).find(
          (x) => x.id === phase.id,
        )!;
      return { path: `/api/phases/${phase.id}`, read };
    },
    first: { name: 'Diseño visual' },
    second: { name: 'Maquetación' },
    field: 'name',
  },
  {
    name: 'task',
    create: async () => {
      const p = await buildProject(admin);
      const task = await buildTask(admin, p.id, { title: 'Portada' });
      const path = `/api/tasks/${task.id}`;
      return { path, read: async () => (await admin.get(path)).json.task };
    },
    first: { priority: 'urgent' },
    second: { priority: 'low' },
    field: 'priority',
  },
  {
    name: 'ticket',
    create: async () => {
      const client = await signUpUser(app);
      const ticket = (
        await client.http.post('/api/tickets', { asunto: 'No carga', mensaje: 'La web no carga' })
      ).json.ticket;
      const path = `/api/tickets/${ticket.id}`;
      return { path, read: async () => (await admin.get(path)).json.ticket };
    },
    first: { estado: 'en_progreso' },
    second: { estado: 'cerrado' },
    field: 'estado',
  },
  {
    name: 'invoice',
    create: async () => {
      const client = await signUpUser(app);
      const payment = (
        await admin.post('/api/payments', {
          user_id: client.id,
          concept: 'Diseño web',
          amount: 1200,
          issue_date: '2026-11-01',
          due_date: '2026-12-01',
        })
      ).json.payment;
      const path = `/api/payments/${payment.id}`;
      const read = async () =>
        ((await admin.get(`/api/payments?user_id=${client.id}`)).json.payments as Array<{ id: string }>).find(
          (x) => x.id === payment.id,
        )!;
      return { path, read };
    },
    first: { concept: 'Diseño web y blog' },
    second: { concept: 'Mantenimiento' },
    field: 'concept',
  },
];

describe('concurrent edits never silently overwrite', () => {
  for (const c of cases) {
    it(`${c.name}: two editors load v1, the first saves, the second gets 409 in Spanish and nothing changes`, async () => {
      const { path, read } = await c.create();
      const loaded = await read();
      expect(loaded.version).toEqual(expect.any(Number));
      const seen = loaded.version as number;

      const first = await patchIn(admin, path, { ...c.first, version: seen }, 'es');
      expect(first.status, first.text).toBe(200);
      const saved = Object.values(first.json)[0] as Record<string, unknown>;
      expect(saved.version).toBe(seen + 1);

      const second = await patchIn(secondAdmin, path, { ...c.second, version: seen }, 'es');
      expect(second.status).toBe(409);
      expect(second.json.error).toMatchObject({
        code: 'VERSION_CONFLICT',
        message: ES,
        details: { current_version: seen + 1, current: { [c.field]: c.first[c.field], version: seen + 1 } },
      });
      const after = await read();
      expect(after[c.field]).toBe(c.first[c.field]);
      expect(after.version).toBe(seen + 1);

      // The same refusal in English; re-sending with the current version then applies.
      const english = await patchIn(secondAdmin, path, { ...c.second, version: seen }, 'en');
      expect(english.status).toBe(409);
      expect(english.json.error.message).toBe(EN);
      const retried = await patchIn(secondAdmin, path, { ...c.second, version: seen + 1 }, 'es');
      expect(retried.status, retried.text).toBe(200);
      expect((await read())[c.field]).toBe(c.second[c.field]);
    });
  }

  it('notification settings: a stale version is refused, the switch keeps the first value', async () => {
    const user = await signUpUser(app);
    const loaded = (await user.http.get('/api/notification-settings')).json.settings;
    expect(loaded.version).toBe(1);
    const first = await user.http.patch('/api/notification-settings', { weekly_report: true, version: 1 });
    expect(first.status).toBe(200);
    expect(first.json.settings).toMatchObject({ weekly_report: true, version: 2 });
    const second = await user.http.patch('/api/notification-settings', { weekly_report: false, version: 1 });
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({
      code: 'VERSION_CONFLICT',
      message: ES,
      details: { current_version: 2, current: { weekly_report: true } },
    });
    expect((await user.http.get('/api/notification-settings')).json.settings.weekly_report).toBe(true);
  });

  it('completing a task with a stale version is refused', async () => {
    const p = await buildProject(admin);
    const task = await buildTask(admin, p.id);
    const v = task.version as number;
    expect((await admin.patch(`/api/tasks/${task.id}`, { title: 'Otra', version: v })).status).toBe(200);
    const stale = await admin.post(`/api/tasks/${task.id}/complete`, { version: v });
    expect(stale.status).toBe(409);
    expect((await admin.get(`/api/tasks/${task.id}`)).json.task.status).toBe('pending');
    const ok = await admin.post(`/api/tasks/${task.id}/complete`, { version: v + 1 });
    expect(ok.status).toBe(200);
    expect(ok.json.task).toMatchObject({ status: 'completed', version: v + 2 });
  });

  it('of 50 editors sending the same version at once, exactly one wins', async () => {
    const p = await buildProject(admin);
    const path = `/api/projects/${p.id}`;
    const v = (await admin.get(path)).json.project.version as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => admin.patch(path, { description: `Versión ${i}`, version: v })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.status === 200)!.json.project.description;
    const now = (await admin.get(path)).json.project;
    expect(now).toMatchObject({ description: winner, version: v + 1 });
  });

  it('an update without a version (older API clients) still applies, and bumps the version', async () => {
    const p = await buildProject(admin);
    const path = `/api/projects/${p.id}`;
    const v = (await admin.get(path)).json.project.version as number;
    const res = await admin.patch(path, { description: 'Sin versión' });
    expect(res.status).toBe(200);
    expect(res.json.project.version).toBe(v + 1);
  });

  it('derived changes (progress) do not make an open form stale', async () => {
    const p = await buildProject(admin);
    const path = `/api/projects/${p.id}`;
    const v = (await admin.get(path)).json.project.version as number;
    const task = await buildTask(admin, p.id);
    expect((await admin.post(`/api/tasks/${task.id}/complete`, {})).status).toBe(200);
    const res = await admin.patch(path, { description: 'Después del progreso', version: v });
    expect(res.status, res.text).toBe(200);
  });
});
