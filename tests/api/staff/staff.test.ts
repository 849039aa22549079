import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSkills } from '../../../src/server/db/schema/tasks';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let colleague: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInOwner(app);
  // A second member of the agency, with skills and a real avatar.
  colleague = await signUpUser(app, { name: 'Zoe Maquetadora' });
  expect((await admin.http.patch(`/api/users/${colleague.id}/role`, { role: 'admin' })).status).toBe(200);
  await colleague.http.patch('/api/me', { avatar_url: 'https://avatars.githubusercontent.com/u/7?v=4' });
  await app.db.insert(userSkills).values([
    { userId: colleague.id, skillName: 'Figma' },
    { userId: colleague.id, skillName: 'React' },
  ]);
});
afterAll(async () => {
  await app?.close();
});

type StaffMember = { id: string; full_name: string; skills: string[] };

describe('GET /api/staff', () => {
  it('lists the agency’s team by name with their skills and avatars, and no client', async () => {
    await signUpUser(app, { name: 'Cliente Sin Equipo' });
    const res = await admin.http.get('/api/staff');
    expect(res.status).toBe(200);
    expect(res.json.members).toEqual([
      {
        id: admin.id,
        full_name: 'Administrador',
        email: 'owner@websy.test',
        avatar_url: null,
        has_real_avatar: false,
        skills: [],
      },
      {
        id: colleague.id,
        full_name: 'Zoe Maquetadora',
        email: colleague.email,
        avatar_url: 'https://avatars.githubusercontent.com/u/7?v=4',
        has_real_avatar: true,
        skills: expect.arrayContaining(['Figma', 'React']),
      },
    ]);
    expect(res.json.members[1].skills).toHaveLength(2);
  });

  it('shows a client the same team (who works on their projects), and never another client', async () => {
    const client = await signUpUser(app);
    const other = await signUpUser(app, { name: 'Otro Cliente' });
    const res = await client.http.get('/api/staff');
    expect(res.status).toBe(200);
    const ids = res.json.members.map((m: StaffMember) => m.id);
    expect(ids).toEqual([admin.id, colleague.id]);
    expect(ids).not.toContain(client.id);
    expect(ids).not.toContain(other.id);
    expect(res.json.members.find((m: StaffMember) => m.id === colleague.id).skills.sort()).toEqual([
      'Figma',
      'React',
    ]);
  });

  it('drops a member whose role goes back to client', async () => {
    const temp = await signUpUser(app, { name: 'Temporal' });
    await admin.http.patch(`/api/users/${temp.id}/role`, { role: 'admin' });
    const listed = async () =>
      (await admin.http.get('/api/staff')).json.members.map((m: StaffMember) => m.id) as string[];
    expect(await listed()).toContain(temp.id);
    await admin.http.patch(`/api/users/${temp.id}/role`, { role: 'user' });
    expect(await listed()).not.toContain(temp.id);
  });

  it('needs a session', async () => {
    const res = await app.client().get('/api/staff');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('UNAUTHENTICATED');
  });
});
