import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { requestDeadline } from './request-deadline';

/** An app whose every route answers after `waitMs`, behind a 50 ms deadline. */
function slowApp(waitMs: number) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => c.text(error instanceof HTTPException ? 'deadline' : 'other', 503));
  app.use('/api/*', requestDeadline(50, { exempt: (c) => c.req.path === '/api/uploads' }));
  app.all('*', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return c.text('ok');
  });
  return app;
}

describe('requestDeadline', () => {
  it('answers 503 past the deadline a request that waits on the database', async () => {
    const res = await slowApp(200).request('/api/me');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('deadline');
    expect((await slowApp(0).request('/api/me')).status).toBe(200);
  });

  it('leaves alone the calls whose length a provider, the client or the health check sets', async () => {
    const app = slowApp(120);
    for (const path of [
      '/api/health',
      '/api/github/users/1/dashboard',
      '/api/calendar/google/events',
      '/api/assistant/greeting',
      '/api/projects/6f1c7d8e/code',
      '/api/phases/6f1c7d8e/evidence',
      '/api/auth/callback/github',
      '/api/auth/oauth2/callback/linkedin',
      '/api/uploads',
    ])
      expect((await app.request(path)).status, path).toBe(200);
    // Near misses are bounded.
    for (const path of [
      '/api/projects/6f1c7d8e',
      '/api/phases/6f1c7d8e',
      '/api/auth/sign-in/email',
      '/api/healthy',
    ])
      expect((await app.request(path)).status, path).toBe(503);
  });
});
