import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULES } from '../../../src/server/jobs/job-runner';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS_ENABLED: 'true' });
});
afterAll(async () => {
  await app?.close();
});

describe('scheduled jobs (pg-boss)', () => {
  it('registers each schedule once in PostgreSQL, in UTC', async () => {
    const rows = await app.db.execute<{ name: string; cron: string; timezone: string }>(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
    );
    expect(rows.rows).toEqual(
      Object.entries(SCHEDULES)
        .map(([name, cron]) => ({ name, cron, timezone: 'UTC' }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
