import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import esValidation from '../../../src/shared/i18n/locales/es/validation.json';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/me', () => {
  it('answers 401 with the Spanish message when signed out, English when asked', async () => {
    const es = await app.client().get('/api/me');
    expect(es.status).toBe(401);
    expect(es.json.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Inicia sesión para continuar.' });
    const en = await app.client({ language: 'en-GB,en;q=0.9' }).get('/api/me');
    expect(en.json.error.message).toBe('Sign in to continue.');
    const pt = await app.client({ language: 'pt-BR' }).get('/api/me');
    expect(pt.json.error.message).toBe('Inicia sessão para continuar.');
  });
});

describe('PATCH /api/me', () => {
  it('updates the full name and a real avatar', async () => {
    const user = await signUpUser(app);
    const res = await user.http.patch('/api/me', {
      full_name: '  Lucía Gómez ',
      avatar_url: 'https://avatars.githubusercontent.com/u/42?v=4',
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      full_name: 'Lucía Gómez',
      name: 'Lucía Gómez',
      avatar_url: 'https://avatars.githubusercontent.com/u/42?v=4',
      avatar: 'https://avatars.githubusercontent.com/u/42?v=4',
      has_real_avatar: true,
    });
    expect(new Date(res.json.user.updated_at).getTime()).toBeGreaterThan(
      new Date(res.json.user.created_at).getTime(),
    );
  });

  it('keeps an avatar on an unknown host but does not count it as real; empty clears it', async () => {
    const user = await signUpUser(app);
    const res = await user.http.patch('/api/me', { avatar_url: 'https://example.com/me.png' });
    expect(res.json.user.has_real_avatar).toBe(false);
    const cleared = await user.http.patch('/api/me', { avatar_url: '' });
    expect(cleared.json.user.avatar_url).toBeNull();
  });

  it('refuses bad input with 400 and field messages, changing nothing', async () => {
    const user = await signUpUser(app, { name: 'Original' });
    const res = await user.http.patch('/api/me', { full_name: '', avatar_url: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('VALIDATION');
    expect(res.json.error.message).toBe('Datos inválidos');
    const paths = res.json.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['avatar_url', 'full_name']);
    expect(res.json.error.details.find((d: { path: string }) => d.path === 'full_name').message).toBe(
      esValidation.fullNameRequired,
    );
    expect((await user.http.get('/api/me')).json.user.full_name).toBe('Original');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const user = await signUpUser(app);
    const res = await user.http.request('PATCH', '/api/me', '{"full_name": ', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('cannot promote oneself: role is not an accepted field anywhere', async () => {
    const user = await signUpUser(app);
    await user.http.patch('/api/me', { full_name: 'Yo', role: 'admin' });
    await user.http.post('/api/auth/update-user', { role: 'admin', name: 'Yo' });
    expect((await user.http.get('/api/me')).json.user.role).toBe('user');
    const setRole = await user.http.post('/api/auth/admin/set-role', { userId: user.id, role: 'admin' });
    expect(setRole.status).toBe(404);
    expect((await user.http.get('/api/me')).json.user.role).toBe('user');
  });

  it('keeps the auth library’s own admin endpoints closed, even to an admin (no untraced role change, ban or impersonation)', async () => {
    const admin = await signInOwner(app);
    const user = await signUpUser(app);
    for (const [path, body] of [
      ['/api/auth/admin/set-role', { userId: user.id, role: 'admin' }],
      ['/api/auth/admin/ban-user', { userId: user.id }],
      ['/api/auth/admin/impersonate-user', { userId: user.id }],
      ['/api/auth/admin/set-user-password', { userId: user.id, newPassword: 'otra-clave-123' }],
    ] as const)
      expect((await admin.http.post(path, body)).status, path).toBe(404);
    expect((await admin.http.get('/api/auth/admin/list-users')).status).toBe(404);
    expect((await user.http.get('/api/me')).json.user.role).toBe('user');
    const doc = (await app.client().get('/api/openapi.json')).json as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/auth/admin/'))).toEqual([]);
  });
});
