import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, createToken } from '../../support/api-tokens';
import { buildProject } from '../../support/factories';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

/** Personal API tokens (decision 0055): the endpoints that manage them, and what a token may do. */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
let projectA: string;
let projectB: string;
beforeAll(async () => {
  app = await startTestApp({ API_TOKEN_RATE_LIMIT_MAX: '12', API_TOKEN_RATE_LIMIT_WINDOW_SECONDS: '600' });
  admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Cliente A' });
  b = await signUpUser(app, { name: 'Cliente B' });
  projectA = (await buildProject(a.http, { name: 'Proyecto de A' })).id;
  projectB = (await buildProject(b.http, { name: 'Proyecto de B' })).id;
});
afterAll(async () => {
  await app?.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
async function storedRow(id: string) {
  const { rows } = await app.db.execute<Record<string, unknown>>(
    sql`SELECT * FROM api_tokens WHERE id = ${id}`,
  );
  return rows[0]!;
}

describe('creating, listing and revoking tokens', () => {
  it('shows the secret once and stores only its SHA-256', async () => {
    const res = await a.http.post('/api/api-tokens', {
      name: 'Zapier',
      scopes: ['projects:read', 'tasks:write'],
      expires_in_days: 90,
    });
    expect(res.status, res.text).toBe(201);
    const { token, secret } = res.json;
    expect(secret).toMatch(/^wsp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Zapier',
      scopes: ['projects:read', 'tasks:write'],
      status: 'active',
    });
    expect(token.prefix).toBe(secret.slice(0, 12));
    expect(token.last_used_at).toBeNull();
    const days = (Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000;
    expect(Math.round(days)).toBe(90);

    const row = await storedRow(token.id);
    expect(row.token_hash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));

    const list = await a.http.get('/api/api-tokens');
    expect(list.status).toBe(200);
    expect(list.json.tokens.map((t: { id: string }) => t.id)).toContain(token.id);
    expect(list.text).not.toContain(secret.slice(4));
    expect(list.text).not.toContain('token_hash');
  });

  it('accepts a date within a year and refuses one beyond it, or none', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const ok = await a.http.post('/api/api-tokens', {
      name: 'Fecha',
      scopes: ['files:read'],
      expires_at: soon,
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.token.expires_at).toBe(soon);
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const tooFar = await a.http.post('/api/api-tokens', {
      name: 'Lejos',
      scopes: ['files:read'],
      expires_at: far,
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.error.code).toBe('VALIDATION');
    const none = await a.http.post('/api/api-tokens', { name: 'Sin caducidad', scopes: ['files:read'] });
    expect(none.status).toBe(400);
    const past = await a.http.post('/api/api-tokens', {
      name: 'Pasado',
      scopes: ['files:read'],
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    const noScopes = await a.http.post('/api/api-tokens', { name: 'Nada', scopes: [], expires_in_days: 7 });
    expect(noScopes.status).toBe(400);
    expect(noScopes.json.error.details[0].message).toBe('Elige al menos un permiso.');
  });

  it('gives clients no admin scope, and admins every scope', async () => {
    const refused = await a.http.post('/api/api-tokens', {
      name: 'Webhooks',
      scopes: ['webhooks:manage'],
      expires_in_days: 7,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('PERMISSION');
    const allowed = await admin.http.post('/api/api-tokens', {
      name: 'Webhooks',
      scopes: ['webhooks:manage', 'care:write'],
      expires_in_days: 7,
    });
    expect(allowed.status, allowed.text).toBe(201);
  });

  it('lets the owner revoke (logged), hides the token from others, and lets admins list and revoke anyone’s', async () => {
    const mine = await createToken(a.http, ['projects:read']);
    expect((await b.http.delete(`/api/api-tokens/${mine.id}`)).status).toBe(404);
    expect((await b.http.get(`/api/users/${a.id}/api-tokens`)).status).toBe(403);
    const seen = await admin.http.get(`/api/users/${a.id}/api-tokens`);
    expect(seen.status).toBe(200);
    expect(seen.json.tokens.map((t: { id: string }) => t.id)).toContain(mine.id);
    expect((await b.http.get('/api/api-tokens')).json.tokens).toEqual([]);

    expect((await a.http.delete(`/api/api-tokens/${mine.id}`)).status).toBe(204);
    expect((await a.http.delete(`/api/api-tokens/${mine.id}`)).status).toBe(204);
    const listed = (await a.http.get('/api/api-tokens')).json.tokens.find(
      (t: { id: string }) => t.id === mine.id,
    );
    expect(listed).toMatchObject({ status: 'revoked', can: { revoke: false } });

    const other = await createToken(a.http, ['projects:read']);
    expect((await admin.http.delete(`/api/api-tokens/${other.id}`)).status).toBe(204);
    expect((await bearerClient(app, other.secret).get('/api/projects')).status).toBe(401);

    const { rows } = await app.db.execute<{ event: string; n: number }>(
      sql`SELECT event, count(*)::int AS n FROM security_logs WHERE details->>'token' IN (${mine.id}, ${other.id}) GROUP BY event`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.event, r.n]))).toEqual({
      api_token_created: 2,
      api_token_revoked: 2,
    });
  });
});

describe('a request with a bearer token', () => {
  it('acts as its owner within its scopes, and is refused outside them (es and en)', async () => {
    const token = await createToken(a.http, ['projects:read']);
    const http = bearerClient(app, token.secret);
    const list = await http.get('/api/projects?limit=100');
    expect(list.status, list.text).toBe(200);
    const ids = list.json.projects.map((p: { id: string }) => p.id);
    expect(ids).toContain(projectA);
    expect(ids).not.toContain(projectB);
    expect((await http.get(`/api/projects/${projectB}`)).status).toBe(404);

    const write = await http.post('/api/projects', { name: 'Desde la API' });
    expect(write.status).toBe(403);
    expect(write.json.error).toMatchObject({
      code: 'TOKEN_SCOPE',
      message: 'Este token no tiene el permiso «projects:write» que pide esta operación.',
    });
    const english = await bearerClient(app, token.secret, 'en').post('/api/projects', { name: 'x' });
    expect(english.json.error.message).toBe(
      'This token lacks the “projects:write” scope this operation needs.',
    );

    for (const path of [
      '/api/me',
      '/api/api-tokens',
      '/api/auth/get-session',
      '/api/sessions',
      '/api/nothing',
    ]) {
      const res = await http.get(path);
      expect(res.status, path).toBe(403);
      expect(res.json.error.code, path).toBe('TOKEN_SCOPE');
    }
    expect((await http.post('/api/auth/sign-out')).status).toBe(403);
  });

  it('is refused with 401 when unknown, malformed, expired, or its owner is deactivated', async () => {
    for (const secret of ['wsp_' + 'A'.repeat(43), 'nonsense', '']) {
      const res = await bearerClient(app, secret).get('/api/projects');
      expect(res.status, secret).toBe(401);
      expect(res.json.error.code).toBe('TOKEN_INVALID');
      expect(res.json.error.message).toBe('El token de API no es válido, ha caducado o fue revocado.');
    }
    const expiring = await createToken(a.http, ['projects:read']);
    await app.db.execute(
      sql`UPDATE api_tokens SET created_at = now() - interval '2 days', expires_at = now() - interval '1 second' WHERE id = ${expiring.id}`,
    );
    expect((await bearerClient(app, expiring.secret).get('/api/projects')).status).toBe(401);
    expect(
      (await a.http.get('/api/api-tokens')).json.tokens.find((t: { id: string }) => t.id === expiring.id),
    ).toMatchObject({ status: 'expired' });

    const c = await signUpUser(app, { name: 'Cliente C' });
    const ofC = await createToken(c.http, ['projects:read']);
    expect((await bearerClient(app, ofC.secret).get('/api/projects')).status).toBe(200);
    expect((await admin.http.post(`/api/users/${c.id}/deactivate`, {})).status).toBe(200);
    expect((await bearerClient(app, ofC.secret).get('/api/projects')).status).toBe(401);
  });

  it('records its last use at most once a minute, with the address', async () => {
    const token = await createToken(a.http, ['projects:read']);
    const http = bearerClient(app, token.secret);
    await http.get('/api/projects');
    const first = await storedRow(token.id);
    expect(first.last_used_at).toBeTruthy();
    expect(first.last_used_ip).toBeTruthy();
    await http.get('/api/projects');
    expect((await storedRow(token.id)).last_used_at).toEqual(first.last_used_at);
    const listed = (await a.http.get('/api/api-tokens')).json.tokens.find(
      (t: { id: string }) => t.id === token.id,
    );
    expect(Date.parse(listed.last_used_at)).toBe(Date.parse(String(first.last_used_at)));
    // A minute later, the next request records the new use.
    await app.db.execute(
      sql`UPDATE api_tokens SET last_used_at = now() - interval '61 seconds' WHERE id = ${token.id}`,
    );
    await http.get('/api/projects');
    const later = await storedRow(token.id);
    expect(Date.parse(String(later.last_used_at))).toBeGreaterThan(Date.now() - 30_000);
  });

  it('has its own request limit: 429 with Retry-After past it', async () => {
    const token = await createToken(a.http, ['projects:read']);
    const http = bearerClient(app, token.secret);
    for (let i = 0; i < 12; i++) expect((await http.get('/api/projects/stats')).status).toBe(200);
    const limited = await http.get('/api/projects/stats');
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token of the same person counts alone.
    const fresh = await createToken(a.http, ['projects:read']);
    expect((await bearerClient(app, fresh.secret).get('/api/projects/stats')).status).toBe(200);
  });

  it('is refused when it also brings a session cookie', async () => {
    const token = await createToken(a.http, ['projects:read']);
    const res = await a.http.get('/api/projects', { authorization: `Bearer ${token.secret}` });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'Usa el token de API o la sesión, no los dos: quita la cookie de sesión de la petición.',
    );
  });

  it('needs no Origin for writes, while a session still does', async () => {
    const token = await createToken(a.http, ['projects:write']);
    const created = await bearerClient(app, token.secret).request(
      'POST',
      '/api/projects',
      { name: 'Proyecto desde Zapier' },
      { origin: 'https://tools.example' },
    );
    expect(created.status, created.text).toBe(201);
    const session = await a.http.request(
      'POST',
      '/api/projects',
      { name: 'Forjado' },
      { origin: 'https://evil.example' },
    );
    expect(session.status).toBe(403);
    const form = await a.http.request('POST', '/api/projects', 'name=x', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(403);
  });
});
