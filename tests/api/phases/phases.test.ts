import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { todayUtc } from '../../../src/server/lib/dates';
import { buildApprovedProject, buildPhase } from '../../support/factories';
import { signInOwner, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

const approvedProjectOf = () => buildApprovedProject(app, admin.http);

describe('phases', () => {
  it('creates phases with order max + 1 and the default name, re-read by id', async () => {
    const { project } = await approvedProjectOf();
    const first = await buildPhase(admin.http, project.id, { name: 'UI Design' });
    expect(first.phase_order).toBe(1);
    const second = await buildPhase(admin.http, project.id, {});
    expect(second).toMatchObject({ phase_order: 2, name: 'Nueva fase', status: 'pending' });
    const tenth = await buildPhase(admin.http, project.id, { phase_order: 10 });
    expect(tenth.phase_order).toBe(10);
    expect((await buildPhase(admin.http, project.id)).phase_order).toBe(11);
  });

  it('refuses an end date before the start', async () => {
    const { project } = await approvedProjectOf();
    const res = await admin.http.post(`/api/projects/${project.id}/phases`, {
      start_date: '2026-12-10',
      end_date: '2026-12-01',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details[0].message).toBe('La fecha de fin no puede ser anterior a la de inicio');
  });

  it('offers the standard phases', async () => {
    const { project } = await approvedProjectOf();
    const res = await admin.http.post(`/api/projects/${project.id}/phases/standard`, {});
    expect(res.status).toBe(201);
    expect(res.json.phases.map((p: { name: string }) => p.name)).toEqual([
      'UI Design',
      'Maquetado',
      'Contenido',
      'Funcionalidades',
      'SEO',
      'Deploy',
    ]);
  });

  it('recomputes progress, records today’s history and tells the owner when a phase finishes', async () => {
    const { client, project } = await approvedProjectOf();
    const phases = (await admin.http.post(`/api/projects/${project.id}/phases/standard`, {})).json.phases;
    const done = await admin.http.patch(`/api/phases/${phases[0].id}`, { status: 'completed' });
    expect(done.json.phase.status).toBe('completed');
    expect(done.json.phase.completed_at).toBeTruthy();
    await admin.http.patch(`/api/phases/${phases[1].id}`, { status: 'completed' });

    const detail = (await client.http.get(`/api/projects/${project.id}`)).json.project;
    expect(detail.progress).toBe(33);
    expect(detail.fases.map((f: { estado: string }) => f.estado)).toEqual([
      'Terminado',
      'Terminado',
      'Pendiente',
      'Pendiente',
      'Pendiente',
      'Pendiente',
    ]);
    expect(detail.progressHistory).toEqual([{ date: todayUtc(), progress: 33 }]);
    // The activity keeps the status as a key: Spanish text stored, any language shown.
    const activity = (await client.http.get(`/api/projects/${project.id}/activity`)).json.activity;
    const change = activity.find((a: { action: string }) => a.action === 'phase_status');
    expect(change).toMatchObject({
      description: 'Fase «Maquetado»: Terminado',
      metadata: {
        i18n: {
          key: 'projects:activity.phaseStatusChanged',
          params: { name: 'Maquetado', status: 'completed' },
        },
      },
    });

    const progress = await client.http.get(`/api/projects/${project.id}/progress`);
    expect(progress.json).toMatchObject({ total_phases: 6, completed_phases: 2, progress: 33 });

    const titles = (await app.db.select().from(notifications).where(eq(notifications.userId, client.id))).map(
      (n) => n.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Fase terminada', 'Progreso actualizado']));
    const metrics = await client.http.get(`/api/projects/${project.id}/metrics`);
    expect(metrics.json.metrics).toEqual([
      { metric_date: todayUtc(), completion_percentage: 33, task_count: 0, completed_tasks: 0 },
    ]);
  });

  it('refuses clients managing phases', async () => {
    const { client, project } = await approvedProjectOf();
    const phase = await buildPhase(admin.http, project.id);
    expect((await client.http.post(`/api/projects/${project.id}/phases`, {})).status).toBe(403);
    expect((await client.http.patch(`/api/phases/${phase.id}`, { status: 'completed' })).status).toBe(403);
    expect((await client.http.delete(`/api/phases/${phase.id}`)).status).toBe(403);
    expect((await client.http.get(`/api/projects/${project.id}/phases`)).json.phases).toHaveLength(1);
  });
});
