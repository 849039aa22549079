import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('public configuration', () => {
  it('lists no OAuth provider when none is configured, and the support address', async () => {
    const res = await app.client().get('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ oauthProviders: [], supportEmail: 'soporte@websy.local', version: '1.0.0' });
  });

  it('lists GitHub when its variables are set, and never a secret', async () => {
    const withGithub = await startTestApp({
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret-value',
    });
    try {
      const res = await withGithub.client().get('/api/public-config');
      expect(res.json.oauthProviders).toEqual(['github']);
      expect(res.text).not.toContain('gh-secret-value');
      const start = await withGithub.client().post('/api/auth/sign-in/social', {
        provider: 'github',
        callbackURL: '/auth/callback',
      });
      expect(start.status).toBe(200);
      const url = new URL(start.json.url);
      expect(url.hostname).toBe('github.com');
      expect(url.searchParams.get('client_id')).toBe('gh-id');
      expect(url.searchParams.get('state')).toBeTruthy();
    } finally {
      await withGithub.close();
    }
  });
});
