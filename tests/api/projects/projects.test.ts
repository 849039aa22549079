import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema/notifications';
import { projectActivityLog } from '../../../src/server/db/schema/project-activity';
import { projects } from '../../../src/server/db/schema/projects';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
});
afterAll(async () => {
  await app?.close();
});

describe('creating a project (docs/product.md#lifecycles, #validation)', () => {
  it('creates a client’s project pending, in development, active, typed, and tells the admins', async () => {
    const client = await signUpUser(app, { name: 'Lucía' });
    const res = await client.http.post('/api/projects', {
      name: 'Tienda Lucía',
      description: 'Una tienda online con carrito',
      technologies: ['React', 'React'],
      github_repository_url: 'https://github.com/agencia/tienda-lucia',
    });
    expect(res.status).toBe(201);
    const p = res.json.project;
    expect(p).toMatchObject({
      name: 'Tienda Lucía',
      status: 'development',
      is_active: true,
      approval_status: 'pending',
      approved_by: null,
      created_by: client.id,
      type: 'ecommerce',
      technologies: ['React'],
      progress: 0,
    });
    const log = await app.db.select().from(projectActivityLog).where(eq(projectActivityLog.projectId, p.id));
    expect(log.map((l) => l.action)).toEqual(['created']);
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    const note = notes.find((n) => (n.metadata as { project_id?: string }).project_id === p.id);
    expect(note).toMatchObject({ title: 'Nuevo proyecto pendiente', category: 'project' });
    expect(note!.message).toContain('Tienda Lucía');
    const own = await app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(own).toHaveLength(0);
  });

  it('approves an admin’s own project at once', async () => {
    const p = await buildProject(admin.http);
    expect(p.approval_status).toBe('approved');
    expect(p.approved_by).toBe(admin.id);
    expect(p.approved_at).toBeTruthy();
  });

  it('refuses invalid data with the spec’s combined message', async () => {
    const client = await signUpUser(app);
    const res = await client.http.post('/api/projects', {
      name: '',
      github_repository_url: 'http://gitlab.com/a/b',
      technologies: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION');
    expect(res.json.error.message).toBe(
      'Datos del proyecto inválidos: El nombre del proyecto es requerido, No se pueden agregar más de 20 tecnologías, La URL de GitHub no es válida',
    );
    const en = await app
      .client({ language: 'en' })
      .request('POST', '/api/projects', { name: 'x'.repeat(256) }, { cookie: client.http.cookieHeader });
    expect(en.json.error.message).toBe("Invalid project data: The project name can't exceed 255 characters");
    expect((await client.http.get('/api/projects')).json.total).toBe(0);
  });

  it('refuses a description over 10,000 characters', async () => {
    const client = await signUpUser(app);
    const res = await client.http.post('/api/projects', { name: 'P', description: 'x'.repeat(10_001) });
    expect(res.json.error.message).toBe(
      'Datos del proyecto inválidos: La descripción no puede exceder 10,000 caracteres',
    );
  });

  it('answers a duplicate name with "Ya existe un proyecto con ese nombre"', async () => {
    const client = await signUpUser(app);
    await buildProject(client.http, { name: 'Mi web' });
    const res = await client.http.post('/api/projects', { name: 'mi WEB' });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'DUPLICATE',
      message: 'Ya existe un proyecto con ese nombre',
    });
  });

  it('allows at most 100 projects per user', async () => {
    const client = await signUpUser(app);
    await app.db.insert(projects).values(
      Array.from({ length: 100 }, (_, i) => ({
        name: `Lote ${i}`,
        createdBy: client.id,
        userId: client.id,
      })),
    );
    const res = await client.http.post('/api/projects', { name: 'Uno más' });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'PROJECT_LIMIT',
      message: 'Has alcanzado el límite de 100 proyectos',
    });
  });
});

describe('approval', () => {
  it('lets the admin approve with notes: logged and the owner notified', async () => {
    const client = await signUpUser(app);
    const p = await buildProject(client.http);
    const res = await admin.http.post(`/api/projects/${p.id}/approve`, { admin_notes: 'Empezamos el lunes' });
    expect(res.status).toBe(200);
    expect(res.json.project).toMatchObject({
      approval_status: 'approved',
      approved_by: admin.id,
      admin_notes: 'Empezamos el lunes',
    });
    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.title)).toContain('Proyecto aprobado');
    const log = await app.db.select().from(projectActivityLog).where(eq(projectActivityLog.projectId, p.id));
    expect(log.map((l) => l.action)).toContain('approved');
  });

  it('lets the admin reject, and the owner ask again (back to pending)', async () => {
    const client = await signUpUser(app);
    const p = await buildProject(client.http);
    const rejected = await admin.http.post(`/api/projects/${p.id}/reject`, {
      admin_notes: 'Falta presupuesto',
    });
    expect(rejected.json.project.approval_status).toBe('rejected');
    const again = await client.http.post(`/api/projects/${p.id}/approval-request`, {
      request_notes: 'Adjunto presupuesto',
    });
    expect(again.status).toBe(200);
    expect(again.json.project).toMatchObject({
      approval_status: 'pending',
      request_notes: 'Adjunto presupuesto',
    });
    const pending = await admin.http.get('/api/approval-requests');
    expect(pending.json.requests.find((r: { project_id: string }) => r.project_id === p.id)).toMatchObject({
      request_notes: 'Adjunto presupuesto',
      requester_email: client.email,
    });
  });

  it('refuses approval by a client, even of their own project', async () => {
    const client = await signUpUser(app);
    const p = await buildProject(client.http);
    const res = await client.http.post(`/api/projects/${p.id}/approve`, {});
    expect(res.status).toBe(403);
    expect((await client.http.get(`/api/projects/${p.id}`)).json.project.approval_status).toBe('pending');
    expect((await client.http.get('/api/approval-requests')).status).toBe(403);
  });
});

describe('deletion (docs/product.md#roles-and-what-each-sees)', () => {
  it('refuses a client deleting an approved project, allows a rejected one', async () => {
    const client = await signUpUser(app);
    const approved = await buildProject(client.http);
    await admin.http.post(`/api/projects/${approved.id}/approve`, {});
    const no = await client.http.delete(`/api/projects/${approved.id}`);
    expect(no.status).toBe(403);
    expect(no.json.error.message).toBe('Solo puedes eliminar proyectos que han sido rechazados');

    const rejected = await buildProject(client.http);
    await admin.http.post(`/api/projects/${rejected.id}/reject`, {});
    expect((await client.http.delete(`/api/projects/${rejected.id}`)).status).toBe(204);
    expect((await client.http.get(`/api/projects/${rejected.id}`)).status).toBe(404);
  });

  it('lets an admin delete any project', async () => {
    const client = await signUpUser(app);
    const p = await buildProject(client.http);
    expect((await admin.http.delete(`/api/projects/${p.id}`)).status).toBe(204);
  });
});

describe('updating', () => {
  it('lets the owner change descriptive fields (type re-detected) but not status', async () => {
    const client = await signUpUser(app);
    const p = await buildProject(client.http, { name: 'Algo', description: '' });
    const res = await client.http.patch(`/api/projects/${p.id}`, {
      name: 'Blog de cocina',
      funcionalidades: ['Recetas'],
    });
    expect(res.json.project).toMatchObject({
      name: 'Blog de cocina',
      type: 'blog',
      funcionalidades: ['Recetas'],
    });
    const status = await client.http.patch(`/api/projects/${p.id}`, { status: 'production' });
    expect(status.status).toBe(403);
    const byAdmin = await admin.http.patch(`/api/projects/${p.id}`, { status: 'production' });
    expect(byAdmin.json.project.status).toBe('production');
  });
});

describe('lists (docs/product.md#api-conventions)', () => {
  it('filters, searches case-insensitively, sorts and paginates with an exact count', async () => {
    const client = await signUpUser(app);
    for (let i = 0; i < 12; i++) {
      await buildProject(client.http, {
        name: i % 2 ? `Tienda ${i}` : `Portal ${i}`,
        description: i === 3 ? 'Incluye PASARELA de pago' : '',
        technologies: i % 3 ? ['Vue'] : ['React'],
      });
    }
    const page = await client.http.get('/api/projects?limit=5&page=3');
    expect(page.json).toMatchObject({ total: 12, page: 3, limit: 5, totalPages: 3 });
    expect(page.json.projects).toHaveLength(2);

    const search = await client.http.get('/api/projects?search=pasarela');
    expect(search.json.projects.map((p: { name: string }) => p.name)).toEqual(['Tienda 3']);
    expect((await client.http.get('/api/projects?search=tienda')).json.total).toBe(6);
    expect((await client.http.get('/api/projects?search=50%25')).json.total).toBe(0);

    const react = await client.http.get('/api/projects?technology=React');
    expect(react.json.total).toBe(4);
    const sorted = await client.http.get('/api/projects?sort=name&order=asc&limit=3');
    expect(sorted.json.projects.map((p: { name: string }) => p.name)).toEqual([
      'Portal 0',
      'Portal 10',
      'Portal 2',
    ]);
    const byDate = await client.http.get('/api/projects?dateFrom=2000-01-01&dateTo=2000-12-31');
    expect(byDate.json.total).toBe(0);
    const defaults = await client.http.get('/api/projects');
    expect(defaults.json.limit).toBe(10);
    expect(defaults.json.projects[0].name).toBe('Tienda 11');
  });

  it('gives stats, technologies with counts, 12-month trends and similar projects', async () => {
    const client = await signUpUser(app);
    const a = await buildProject(client.http, { technologies: ['React', 'Node.js', 'PostgreSQL'] });
    await buildProject(client.http, { technologies: ['React', 'Node.js'] });
    await buildProject(client.http, { technologies: ['React'] });
    await buildProject(client.http, { technologies: ['PHP'] });
    const stats = await client.http.get('/api/projects/stats');
    expect(stats.json).toMatchObject({
      total: 4,
      active: 4,
      created_this_month: 4,
      by_approval: { pending: 4, approved: 0, rejected: 0 },
    });
    const tech = await client.http.get('/api/projects/technologies');
    expect(tech.json.technologies[0]).toEqual({ technology: 'React', count: 3 });
    const trends = await client.http.get('/api/projects/trends');
    expect(trends.json.trends).toHaveLength(12);
    expect(trends.json.trends.at(-1).count).toBe(4);
    const similar = await client.http.get(`/api/projects/${a.id}/similar`);
    expect(similar.json.projects.map((p: { shared_technologies: number }) => p.shared_technologies)).toEqual([
      2, 1,
    ]);
  });

  it('lets an admin list one user’s projects', async () => {
    const client = await signUpUser(app);
    await buildProject(client.http);
    await buildProject(client.http);
    const res = await admin.http.get(`/api/projects?created_by=${client.id}`);
    expect(res.json.total).toBe(2);
  });

  it('lists the projects that belong to a client, including ones an admin created for them', async () => {
    const client = await signUpUser(app);
    const other = await signUpUser(app);
    const own = await buildProject(client.http);
    const forThem = await buildProject(admin.http, { user_id: client.id });
    await buildProject(other.http);
    const res = await admin.http.get(`/api/projects?user_id=${client.id}&limit=100`);
    expect(res.json.projects.map((p: { id: string }) => p.id).sort()).toEqual([own.id, forThem.id].sort());
    // A client asking for someone else's projects gets none of them.
    expect((await other.http.get(`/api/projects?user_id=${client.id}`)).json.total).toBe(0);
  });
});
