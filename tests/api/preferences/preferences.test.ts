import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const theme = (value: string) => ({
  preference_type: 'theme',
  preference_key: 'theme',
  preference_value: value,
});

describe('preferences', () => {
  it('upserts on (type, key) and lists newest first', async () => {
    const user = await signUpUser(app);
    expect((await user.http.put('/api/preferences', theme('light'))).status).toBe(200);
    const second = await user.http.put('/api/preferences', theme('dark'));
    expect(second.json.item).toMatchObject(theme('dark'));
    await user.http.put('/api/preferences', {
      preference_type: 'general',
      preference_key: 'timezone',
      preference_value: 'Europe/Madrid',
    });
    const list = await user.http.get('/api/preferences');
    expect(list.json.items).toHaveLength(2);
    expect(list.json.items[0].preference_key).toBe('timezone');
    const themes = await user.http.get('/api/preferences?preference_type=theme');
    expect(themes.json.items.map((i: { preference_value: string }) => i.preference_value)).toEqual(['dark']);
  });

  it('refuses unknown types, bad keys and oversized values', async () => {
    const user = await signUpUser(app);
    expect(
      (
        await user.http.put('/api/preferences', {
          preference_type: 'nope',
          preference_key: 'x',
          preference_value: 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await user.http.put('/api/preferences', {
          preference_type: 'theme',
          preference_key: 'a b',
          preference_value: 1,
        })
      ).status,
    ).toBe(400);
    const big = await user.http.put('/api/preferences', {
      preference_type: 'dashboard_layouts',
      preference_key: 'main',
      preference_value: 'x'.repeat(20_000),
    });
    expect(big.status).toBe(400);
    expect((await user.http.get('/api/preferences')).json.items).toHaveLength(0);
  });

  it('imports in one transaction, replacing when asked, and deletes one or all', async () => {
    const user = await signUpUser(app);
    await user.http.put('/api/preferences', theme('dark'));
    const imported = await user.http.post('/api/preferences/import', {
      replace: true,
      items: [
        { preference_type: 'language', preference_key: 'language', preference_value: 'pt' },
        {
          preference_type: 'dashboard_widgets',
          preference_key: 'widgets',
          preference_value: ['projects', 'stats'],
        },
      ],
    });
    expect(imported.status).toBe(200);
    const after = (await user.http.get('/api/preferences')).json.items
      .map((i: { preference_type: string }) => i.preference_type)
      .sort();
    expect(after).toEqual(['dashboard_widgets', 'language']);

    const bad = await user.http.post('/api/preferences/import', {
      replace: true,
      items: [
        { preference_type: 'theme', preference_key: 'theme', preference_value: 'dark' },
        { preference_type: 'bogus' },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await user.http.get('/api/preferences')).json.items).toHaveLength(2);

    expect((await user.http.delete('/api/preferences/language/language')).status).toBe(204);
    expect((await user.http.get('/api/preferences')).json.items).toHaveLength(1);
    expect((await user.http.delete('/api/preferences')).status).toBe(204);
    expect((await user.http.get('/api/preferences')).json.items).toHaveLength(0);
  });

  it('keeps each user’s preferences to themselves', async () => {
    const a = await signUpUser(app);
    const b = await signUpUser(app);
    await a.http.put('/api/preferences', theme('dark'));
    expect((await b.http.get('/api/preferences')).json.items).toHaveLength(0);
    await b.http.delete('/api/preferences');
    expect((await a.http.get('/api/preferences')).json.items).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await app.client().get('/api/preferences')).status).toBe(401);
    expect((await app.client().put('/api/preferences', theme('dark'))).status).toBe(401);
  });
});
