import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Runs the API tests again on the machine's PostgreSQL 15 (the oldest version we support) when
 * its server binaries are installed; says so and succeeds when they are not.
 */
const version = process.env.COMPAT_PG_VERSION ?? '15';
if (!existsSync(`/usr/lib/postgresql/${version}/bin/postgres`)) {
  console.log(`PostgreSQL ${version} binaries not found: compatibility run skipped.`);
  process.exit(0);
}
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api*'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_PG: version },
});
process.exit(result.status ?? 1);
