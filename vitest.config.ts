import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

const UNIT = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

/** The test files under `dir` whose source matches `pattern`, as project-relative paths. */
function testFilesMatching(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')));
}

/**
 * The unit tests that replace a module with vi.mock, or that say they need a module graph of their
 * own (`vitest: own module graph`, e.g. one that watches the app's one i18next, which other files'
 * components use meanwhile): each gets its own graph (found by their source, so a new one can
 * never land in the shared graph and leak its mock).
 */
const OWN_GRAPH = /\bvi\.mock\(|vitest: own module graph/;
const UNIT_MOCKED = [...testFilesMatching('src', OWN_GRAPH), ...testFilesMatching('scripts', OWN_GRAPH)];

/** The API tests that mock modules, such as every route policy (tests/support/lift-every-policy.ts). */
const API_MOCKED = testFilesMatching('tests/api', /\bvi\.mock\(|lift-every-policy/);

/** What both API projects share: one PostgreSQL per project, a database per test file. */
const api = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: true,
  maxWorkers: 2,
  // Runs after the unit project (different worker count needs its own group).
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT,
          exclude: UNIT_MOCKED,
          environment: 'node',
          // Pure rules and components without module mocks: one module graph per worker is safe
          // and loads the modules once instead of once per file (97 s → 26 s).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-mocked',
          include: UNIT_MOCKED,
          environment: 'node',
          isolate: true,
        },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          name: 'api',
          exclude: API_MOCKED,
          // Every file starts its own app on its own database (tests/support/test-app.ts), so the
          // files of a worker can share one module graph: the app's modules load once per worker
          // instead of once per file (about 40 % of the run).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...api,
          name: 'api-mocked',
          // vi.mock (every route policy lifted, for one) needs a module graph of its own.
          include: API_MOCKED,
          isolate: true,
        },
      },
    ],
  },
});
