import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  siteCare,
  siteCertificates,
  siteChecks,
  siteIncidents,
  siteSpeedRuns,
} from '../../../src/server/db/schema/site-care';
import { notifications } from '../../../src/server/db/schema/notifications';
import {
  purgeSiteChecks,
  runSiteChecks,
  runSpeedChecks,
  type SiteCareJobDeps,
} from '../../../src/server/jobs/site-checks';
import { daysUntil } from '../../../src/shared/domain/site-care';
import { startFakePagespeed, type FakePagespeed } from '../../support/fake-pagespeed';
import { startLocalHttpsSite, startLocalSite, type LocalSite } from '../../support/local-sites';
import { signInOwner, signUpUser, startTestApp, type TestApp } from '../../support/test-app';
import { projectInCare } from './support';

/**
 * The site-care jobs (decision 0057) against local HTTP and HTTPS sites (loopback, allowed by
 * WEBHOOK_ALLOW_PRIVATE=1) and a local PageSpeed Insights: time is the `now` each run is given.
 */
let app: TestApp;
let second: TestApp | undefined;
let pagespeed: FakePagespeed;
let site: LocalSite;
let admin: Awaited<ReturnType<typeof signInOwner>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let projectId: string;
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const t0 = new Date(Date.now() + 60 * MINUTE);
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
const deps = (of: TestApp = app): SiteCareJobDeps => ({
  db: of.db,
  logger: of.server.deps.logger,
  outbound: of.server.deps.config.outbound,
  pagespeed: of.server.deps.config.integrations.pagespeed,
});

beforeAll(async () => {
  pagespeed = await startFakePagespeed();
  site = await startLocalSite();
  app = await startTestApp({
    WEBHOOK_ALLOW_PRIVATE: '1',
    PAGESPEED_API_KEY: 'clave-de-prueba',
    PAGESPEED_BASE_URL: pagespeed.url,
  });
  admin = await signInOwner(app);
  a = await signUpUser(app, { name: 'Ana Cliente' });
  projectId = (await projectInCare(admin.http, a.http, site.url)).id;
});
afterAll(async () => {
  await second?.close();
  await app?.close();
  await site?.close();
  await pagespeed?.close();
});

const checksOf = (id: string) =>
  app.db.select().from(siteChecks).where(eq(siteChecks.projectId, id)).orderBy(siteChecks.at);
const titlesFor = async (http: typeof a.http) =>
  ((await http.get('/api/notifications?limit=50')).json.notifications as { title: string }[]).map(
    (n) => n.title,
  );

describe('uptime checks', () => {
  it('checks a site that answers: up, with its response time', async () => {
    const result = await runSiteChecks(deps(), at(0));
    expect(result).toMatchObject({ checked: 1, opened: 0, failed: 0 });
    const [check] = await checksOf(projectId);
    expect(check).toMatchObject({ ok: true, statusCode: 200, error: null, at: at(0) });
    expect(check!.responseMs).toEqual(expect.any(Number));
    expect(site.requests).toBe(1);
    const care = (await a.http.get(`/api/projects/${projectId}/site-care`)).json.care;
    expect(care).toMatchObject({ status: 'up', last_check: { ok: true, status_code: 200 } });
    // Claimed until its next period: the same moment, or 4 minutes on, checks nothing.
    expect((await runSiteChecks(deps(), at(4))).checked).toBe(0);
  });

  it('opens an incident after 2 failures in a row, tells the client and the admins once, and closes it on recovery', async () => {
    site.status = 503;
    expect(await runSiteChecks(deps(), at(5))).toMatchObject({ checked: 1, opened: 0 });
    expect(await app.db.select().from(siteIncidents)).toHaveLength(0);
    expect(await runSiteChecks(deps(), at(10))).toMatchObject({ checked: 1, opened: 1 });
    const [incident] = await app.db
      .select()
      .from(siteIncidents)
      .where(eq(siteIncidents.projectId, projectId));
    expect(incident).toMatchObject({
      cause: 'HTTP 503',
      startedAt: at(5),
      endedAt: null,
      openedNotified: true,
    });
    expect((await a.http.get(`/api/projects/${projectId}/site-care`)).json.care.status).toBe('down');
    const down = (titles: string[]) => titles.filter((t) => t.endsWith(': la web no responde'));
    expect(down(await titlesFor(a.http))).toHaveLength(1);
    expect(down(await titlesFor(admin.http))).toHaveLength(1);
    // Still down: no second notice.
    site.status = 500;
    expect(await runSiteChecks(deps(), at(15))).toMatchObject({ checked: 1, opened: 0 });
    expect(down(await titlesFor(a.http))).toHaveLength(1);

    // A home page redirecting answers: up, and the incident closes.
    site.status = 301;
    expect(await runSiteChecks(deps(), at(20))).toMatchObject({ checked: 1, closed: 1 });
    const [closed] = await app.db.select().from(siteIncidents).where(eq(siteIncidents.id, incident!.id));
    expect(closed).toMatchObject({ endedAt: at(20), closedNotified: true });
    const back = (await titlesFor(a.http)).filter((t) => t.endsWith(': la web vuelve a responder'));
    expect(back).toHaveLength(1);
    const [mine] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.title, back[0]!)));
    expect(mine!.message).toContain('tras 15 min sin servicio');
    const care = (await a.http.get(`/api/projects/${projectId}/site-care`)).json.care;
    expect(care.status).toBe('up');
    expect(care.incidents[0]).toMatchObject({ cause: 'HTTP 503', ended_at: at(20).toISOString() });
    site.status = 200;
  });

  it('counts a refused connection as down, with its cause', async () => {
    await site.stop();
    try {
      await runSiteChecks(deps(), at(25));
      const last = (await checksOf(projectId)).at(-1);
      expect(last).toMatchObject({ ok: false, statusCode: null, responseMs: null, error: 'connection' });
    } finally {
      await site.reopen();
    }
    await runSiteChecks(deps(), at(30));
    expect((await checksOf(projectId)).at(-1)).toMatchObject({ ok: true });
  });

  it('checks each site once when two instances run the schedule at the same moment', async () => {
    second = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, { databaseUrl: app.databaseUrl });
    const other = await startLocalSite();
    try {
      const otherProject = (await projectInCare(admin.http, a.http, other.url)).id;
      const before = (await checksOf(projectId)).length;
      const results = await Promise.all([
        runSiteChecks(deps(app), at(35)),
        runSiteChecks(deps(second), at(35)),
      ]);
      expect(results.reduce((sum, r) => sum + r.checked, 0)).toBe(2);
      expect((await checksOf(projectId)).length).toBe(before + 1);
      expect(await checksOf(otherProject)).toHaveLength(1);
      expect(other.requests).toBe(1);
      await app.db.update(siteCare).set({ siteUrl: null }).where(eq(siteCare.projectId, otherProject));
    } finally {
      await other.close();
    }
  });

  it('lets an admin check now', async () => {
    site.status = 200;
    const res = await admin.http.post(`/api/projects/${projectId}/site-care/check`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.json.care.last_check).toMatchObject({ ok: true, status_code: 200 });
    expect(res.json.care.certificate).toMatchObject({ expires_at: null, valid: false, error: 'not_https' });
  });
});

describe('certificates', () => {
  it('reads an untrusted certificate’s expiry and warns at 21 and at 7 days, once each', async () => {
    const https = await startLocalHttpsSite(new Date(t0.getTime() + 10 * DAY));
    try {
      const id = (await projectInCare(admin.http, a.http, https.url)).id;
      const now = at(40);
      await runSiteChecks(deps(), now);
      const [reading] = await app.db
        .select()
        .from(siteCertificates)
        .where(eq(siteCertificates.projectId, id));
      expect(reading).toMatchObject({ valid: false, error: null, warned21: true, warned7: false });
      const days = daysUntil(reading!.expiresAt!, now);
      expect(days).toBeGreaterThanOrEqual(9);
      expect(days).toBeLessThanOrEqual(10);
      // A browser refuses the self-signed certificate: the site is down for its visitors.
      expect((await checksOf(id))[0]).toMatchObject({ ok: false, error: 'tls' });
      const care = (await a.http.get(`/api/projects/${id}/site-care`)).json.care;
      // Read now (an hour before the run's moment): the same day or one more.
      expect(care.certificate).toMatchObject({ valid: false, issuer: 'localhost', error: null });
      expect([days, days + 1]).toContain(care.certificate.days_left);
      const warnings = async () =>
        (await titlesFor(a.http)).filter((t) => / el certificado caduca en \d+ días$/.test(t));
      expect(await warnings()).toEqual([expect.stringContaining(`caduca en ${days} días`)]);
      // The next day: no warning again.
      await runSiteChecks(deps(), new Date(now.getTime() + DAY));
      expect(await warnings()).toHaveLength(1);
      // Within 7 days: the second warning, once.
      await runSiteChecks(deps(), new Date(now.getTime() + 4 * DAY));
      await runSiteChecks(deps(), new Date(now.getTime() + 5 * DAY));
      expect(await warnings()).toHaveLength(2);
      await app.db.update(siteCare).set({ siteUrl: null }).where(eq(siteCare.projectId, id));
    } finally {
      await https.close();
    }
  });
});

describe('speed', () => {
  it('measures the home page weekly with PageSpeed Insights (mobile, performance), as a trend', async () => {
    pagespeed.answers.set(site.url, { score: 0.87, lcpMs: 2480.6, cls: 0.0421, inpMs: 180 });
    expect(await runSpeedChecks(deps(), at(60))).toEqual({ enabled: true, measured: 1, failed: 0 });
    expect(pagespeed.requests.at(-1)).toEqual({
      path: '/pagespeedonline/v5/runPagespeed',
      url: site.url,
      strategy: 'mobile',
      category: 'performance',
      key: 'clave-de-prueba',
    });
    expect((await runSpeedChecks(deps(), at(120))).measured).toBe(0);
    pagespeed.answers.set(site.url, { score: 0.91, lcpMs: 2000 });
    expect((await runSpeedChecks(deps(), new Date(at(60).getTime() + 7 * DAY))).measured).toBe(1);
    const care = (await a.http.get(`/api/projects/${projectId}/site-care`)).json.care;
    expect(care.speed).toEqual({
      enabled: true,
      runs: [
        { at: at(60).toISOString(), performance: 87, lcp_ms: 2481, cls: 0.0421, inp_ms: 180 },
        {
          at: new Date(at(60).getTime() + 7 * DAY).toISOString(),
          performance: 91,
          lcp_ms: 2000,
          cls: null,
          inp_ms: null,
        },
      ],
    });
  });

  it('stores nothing when PageSpeed gives no score, and tries again the next day', async () => {
    const start = new Date(at(60).getTime() + 14 * DAY);
    pagespeed.answers.set(site.url, { score: null });
    expect(await runSpeedChecks(deps(), start)).toMatchObject({ measured: 0, failed: 1 });
    pagespeed.answers.set(site.url, { status: 500 });
    expect((await runSpeedChecks(deps(), new Date(start.getTime() + 2 * 60 * MINUTE))).failed).toBe(0);
    expect((await runSpeedChecks(deps(), new Date(start.getTime() + DAY))).failed).toBe(1);
    const [runs] = await app.db
      .select({ n: count() })
      .from(siteSpeedRuns)
      .where(eq(siteSpeedRuns.projectId, projectId));
    expect(runs!.n).toBe(2);
  });
});

describe('the purge', () => {
  it('removes checks older than 90 days and keeps the rest', async () => {
    await app.db
      .insert(siteChecks)
      .values({ projectId, at: new Date(t0.getTime() - 91 * DAY), ok: true, statusCode: 200 });
    const before = (await checksOf(projectId)).length;
    expect(await purgeSiteChecks(app.db, t0)).toBe(1);
    expect(await checksOf(projectId)).toHaveLength(before - 1);
  });
});
