import path from 'node:path';
import type { Env } from './env-schema';

/** A provider's client id and secret: both, or neither (else a problem is noted). */
export function clientPair(
  id: string | undefined,
  secret: string | undefined,
  name: string,
  problems: string[],
) {
  if (id && secret) return { clientId: id, clientSecret: secret };
  if (id || secret) {
    problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`);
  }
  return undefined;
}

/**
 * What several instances cannot share (decision 0051). An external database is what instances share,
 * so it needs one APP_SECRET for all (a secret generated per instance signs sessions the others
 * refuse and seals GitHub tokens they cannot open); CLUSTER also needs that shared database,
 * uploads in a store every instance reaches, and Redis for the shared documents' live edits.
 */
export function clusterProblems(e: Env, s3Configured: boolean): string[] {
  const problems: string[] = [];
  if (e.DATABASE_URL && !e.APP_SECRET) {
    problems.push(
      `APP_SECRET: required with DATABASE_URL (every instance on a database signs and encrypts with the same secret): set at least 32 characters, the same on every instance (e.g. \`openssl rand -base64 48\`); a portal that ran without it keeps its secret in ${path.join(e.DATA_DIR, 'app-secret')}: use that value`,
    );
  }
  if (e.CLUSTER && !e.DATABASE_URL) {
    problems.push(
      'CLUSTER: several instances share one external PostgreSQL: set DATABASE_URL (the embedded database serves one instance)',
    );
  }
  if (e.CLUSTER && !s3Configured) {
    problems.push(
      `CLUSTER: uploads on a local disk (${path.join(e.DATA_DIR, 'uploads')}) are seen by one instance only: configure the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or run one instance without CLUSTER`,
    );
  }
  if (e.CLUSTER && !e.REDIS_URL) {
    problems.push(
      "CLUSTER: a shared document's edits reach the editors on other instances through Redis: set REDIS_URL (e.g. redis://redis:6379)",
    );
  }
  return problems;
}
