import { sql } from 'drizzle-orm';
import type { Caller, Database } from '../../db/client';
import type { Config } from '../../config';
import { APP_VERSION, FEATURE_FLAGS } from '../../../shared/limits';
import type { Environment } from '../../../shared/schemas/admin';
import { pendingNotificationEmails } from '../notifications/pending-email-copies';
import { integrationsStatus } from './internal/integrations-status';
import { adminPolicy } from './policy';

/** /environment: version, database and mail health, integrations, feature flags (docs/product.md#limits). */
export async function getEnvironment(db: Database, caller: Caller, config: Config): Promise<Environment> {
  adminPolicy.assertCanView(caller);
  let database: Environment['database'] = { ok: false, version: null, latency_ms: null };
  try {
    const started = performance.now();
    const res = await db.execute<{ v: string }>(sql`SELECT current_setting('server_version') AS v`);
    database = { ok: true, version: res.rows[0]!.v, latency_ms: Math.round(performance.now() - started) };
  } catch {
    /* reported as not ok */
  }
  // The e-mail copies' backlog (decision 0051): 0 within minutes of any burst when the job keeps up.
  const pendingCopies = database.ok ? await pendingNotificationEmails(db).catch(() => null) : null;
  return {
    version: APP_VERSION,
    node: process.version,
    database,
    mail: { mode: config.smtpUrl ? 'smtp' : 'outbox', pending_copies: pendingCopies },
    integrations: integrationsStatus(config),
    feature_flags: FEATURE_FLAGS,
  };
}
