import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The suite's API stage (decision 0062): the API tests once, on the oldest PostgreSQL we support
 * (15, when the machine has its server binaries) and on the next Node.js LTS line (22: the
 * machine's Node 20 left maintenance in April 2026). Node 22 comes from the npm registry's `node`
 * package, installed once beside the project's modules (not a dependency: `npm start` runs on the
 * machine's Node); each missing piece is said in one line and the tests run without it. The
 * journeys run the server as `npm start` does (Node 20, embedded PostgreSQL 18), and
 * `npm run test:api` runs these tests there while developing.
 */
const pgVersion = process.env.COMPAT_PG_VERSION ?? '15';
const nodeMajor = process.env.COMPAT_NODE_MAJOR ?? '22';

const nodeDir = path.resolve('node_modules', '.cache', `node${nodeMajor}`);
const nodeBin = path.join(nodeDir, 'node_modules', 'node', 'bin', 'node');

function compatNode(): string | null {
  if (!existsSync(nodeBin)) {
    const installed = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        nodeDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node@${nodeMajor}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (installed.status !== 0 || !existsSync(nodeBin)) return null;
  }
  const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
  return version.status === 0 && version.stdout.startsWith(`v${nodeMajor}.`) ? nodeBin : null;
}

const node = compatNode();
const hasPg = existsSync(`/usr/lib/postgresql/${pgVersion}/bin/postgres`);
console.log(
  node
    ? `Node ${nodeMajor}: ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}`
    : `Node ${nodeMajor} could not be installed from the npm registry: the API tests run on ${process.version}.`,
);
console.log(
  hasPg
    ? `PostgreSQL ${pgVersion}: the machine's server binaries.`
    : `PostgreSQL ${pgVersion} binaries not found: the API tests run on the embedded PostgreSQL.`,
);
const result = spawnSync(
  node ?? process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api*'],
  {
    stdio: 'inherit',
    env: { ...process.env, ...(hasPg && { TEST_PG: pgVersion }) },
  },
);
process.exit(result.status ?? 1);
