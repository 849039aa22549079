import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const detailsOf = (res: { json: { error: { details?: Array<{ path: string; message: string }> } } }) =>
  (res.json.error.details ?? []).map((d) => d.message);

describe('a project for a user id that is not one (docs/product.md#validation)', () => {
  it.each([
    ['es', 'ID de usuario inválido. No se puede crear el proyecto.'],
    ['en', 'Invalid user ID. The project cannot be created.'],
    ['pt', 'ID de usuário inválido. Não é possível criar o projeto.'],
  ])('answers 400 in %s, and creates nothing', async (language, message) => {
    for (const userId of ['', 'not-a-user', '123']) {
      const res = await admin.http.request(
        'POST',
        '/api/projects',
        { name: `Para nadie ${language} ${userId}`, user_id: userId },
        { 'accept-language': language },
      );
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION');
      expect(detailsOf(res)).toEqual([message]);
      expect(res.json.error.message).toContain(message);
    }
    const list = await admin.http.get('/api/projects?search=Para%20nadie');
    expect(list.json.total).toBe(0);
  });
});

describe('editing a project’s features (funcionalidades)', () => {
  it('the owner replaces, reorders and trims the list; the detail shows it in that order', async () => {
    const client = await signUpUser(app);
    const project = await buildProject(client.http, { funcionalidades: ['Blog'] });
    const res = await client.http.patch(`/api/projects/${project.id}`, {
      funcionalidades: ['  Pasarela de pago ', 'Reservas online', 'Blog'],
    });
    expect(res.status).toBe(200);
    expect(res.json.project.funcionalidades).toEqual(['Pasarela de pago', 'Reservas online', 'Blog']);
    const detail = await client.http.get(`/api/projects/${project.id}`);
    expect(detail.json.project.funcionalidades).toEqual(['Pasarela de pago', 'Reservas online', 'Blog']);
  });

  it('an admin edits a client’s features and the client sees them', async () => {
    const client = await signUpUser(app);
    const project = await buildProject(client.http);
    const res = await admin.http.patch(`/api/projects/${project.id}`, {
      funcionalidades: ['Catálogo', 'Carrito'],
    });
    expect(res.status).toBe(200);
    const seen = await client.http.get(`/api/projects/${project.id}`);
    expect(seen.json.project.funcionalidades).toEqual(['Catálogo', 'Carrito']);
  });

  it('another client can neither edit nor learn of the project (404), and the list stays', async () => {
    const owner = await signUpUser(app);
    const other = await signUpUser(app);
    const project = await buildProject(owner.http, { funcionalidades: ['Blog'] });
    const res = await other.http.patch(`/api/projects/${project.id}`, { funcionalidades: ['Intruso'] });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Proyecto no encontrado');
    const detail = await owner.http.get(`/api/projects/${project.id}`);
    expect(detail.json.project.funcionalidades).toEqual(['Blog']);
  });

  it.each([
    [['Blog', 'blog '], 'Esa funcionalidad ya está en la lista', 'That feature is already on the list'],
    [
      ['x'.repeat(201)],
      'Cada funcionalidad puede tener como máximo 200 caracteres',
      'Each feature can have at most 200 characters',
    ],
    [['   '], 'Escribe la funcionalidad', 'Write the feature'],
    [
      Array.from({ length: 101 }, (_, i) => `F${i}`),
      'No se pueden agregar más de 100 funcionalidades',
      "You can't add more than 100 features",
    ],
  ])('refuses %j with its message in es and en', async (funcionalidades, es, en) => {
    const client = await signUpUser(app);
    const project = await buildProject(client.http, { funcionalidades: ['Blog'] });
    const res = await client.http.patch(`/api/projects/${project.id}`, { funcionalidades });
    expect(res.status).toBe(400);
    expect(detailsOf(res)).toContain(es);
    const english = await client.http.request(
      'PATCH',
      `/api/projects/${project.id}`,
      { funcionalidades },
      { 'accept-language': 'en' },
    );
    expect(detailsOf(english)).toContain(en);
    const detail = await client.http.get(`/api/projects/${project.id}`);
    expect(detail.json.project.funcionalidades).toEqual(['Blog']);
  });

  it('refuses repeated features when a project is created too', async () => {
    const client = await signUpUser(app);
    const res = await client.http.post('/api/projects', {
      name: 'Con repetidas',
      funcionalidades: ['Blog', 'BLOG'],
    });
    expect(res.status).toBe(400);
    expect(detailsOf(res)).toContain('Esa funcionalidad ya está en la lista');
  });
});
