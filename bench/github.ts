/**
 * GitHub dashboard benchmark (`npm run bench:github`, never part of `npm test`; the decision 0026 report):
 * the server's time to answer `GET /api/github/dashboard` against a local fake GitHub that speaks
 * its REST and GraphQL formats, cold (`refresh=1`: profile, 30 repositories, their languages and
 * the contribution calendar read from the provider) and cached (the 5-minute per-user cache).
 * A client connected with a personal access token asks BENCH_GITHUB_ROUNDS times each (default
 * 30), one request at a time (cold loads 1.1 s apart: Octokit's throttling spaces a client's
 * GraphQL requests by 1 s, so a second refresh within a second waits for it); p50 and p95.
 */
import { startFakeGithub, type FakeRepo } from '../tests/support/fake-github';
import { withBenchPortal } from './lib';
import { fmt } from './measure';

const ROUNDS = Number(process.env.BENCH_GITHUB_ROUNDS ?? 30);
const TOKEN = 'github_pat_bench_0123456789abcdef';

const fake = await startFakeGithub();
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const repos: FakeRepo[] = Array.from({ length: 30 }, (_, i) => ({
  id: 5000 + i,
  name: `proyecto-${i}`,
  description: i % 3 === 0 ? null : `Web de cliente ${i}`,
  language: ['TypeScript', 'Astro', 'PHP', 'Python', 'CSS'][i % 5]!,
  fork: i % 7 === 0,
  stars: (i * 13) % 50,
  forks: i % 4,
  updatedAt: new Date(Date.now() - i * 3_600_000).toISOString(),
  languages: { TypeScript: 10_000 + i * 100, CSS: 2_000 + i * 10, HTML: 1_000 },
  commits: Array.from({ length: 20 }, (_, c) => `${day(c * 3 + i)}T10:00:00Z`),
}));
fake.accounts.set(TOKEN, {
  login: 'bench-dev',
  id: 424242,
  name: 'Bench Dev',
  followers: 12,
  following: 3,
  scopes: ['read:user', 'repo'],
  repos,
  calendar: Object.fromEntries(Array.from({ length: 365 }, (_, n) => [day(n), (n * 7) % 5])),
});
process.env.GITHUB_API_URL = fake.url;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

try {
  await withBenchPortal('github', async ({ portal, clientCookie }) => {
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${portal.url}${path}`, {
        ...init,
        headers: { cookie: clientCookie, origin: portal.url, 'content-type': 'application/json' },
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
      return body;
    };
    await call('/api/github/connection', { method: 'POST', body: JSON.stringify({ token: TOKEN }) });
    const timed = async (path: string, pauseMs = 0) => {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
        const started = performance.now();
        await call(path);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    };
    await call('/api/github/dashboard?refresh=1'); // warm-up: the modules and the pool
    const before = fake.requests.length;
    // Octokit's throttling spaces a client's GraphQL requests by 1 s (GitHub's advice for POSTs):
    // cold loads one after the other would measure that wait, so they are 1.1 s apart.
    const cold = await timed('/api/github/dashboard?refresh=1', 1100);
    const perLoad = (fake.requests.length - before) / ROUNDS;
    const cached = await timed('/api/github/dashboard');
    console.log(`GitHub dashboard, ${ROUNDS} requests each, one at a time (30 repositories, 365 days):`);
    for (const [label, times] of [
      ['cold (refresh=1, read from the fake GitHub)', cold],
      ['cached (5-minute per-user cache)', cached],
    ] as const) {
      if (label.startsWith('cached') && fake.requests.length !== before + perLoad * ROUNDS) {
        throw new Error('a cached load asked the fake GitHub');
      }
      console.log(
        `  ${label.padEnd(46)} p50 ${fmt(percentile(times, 0.5), 1)} ms · p95 ${fmt(percentile(times, 0.95), 1)} ms`,
      );
    }
    console.log(`  requests to the fake GitHub per cold load: ${fmt(perLoad, 0)}; per cached load: 0`);
  });
} finally {
  await fake.close();
}
