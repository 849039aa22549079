import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { securityLogs } from '../../db/schema/security-logs';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { Config } from '../../config';
import { APP_VERSION, FEATURE_FLAGS } from '../../../shared/limits';
import { assertAdmin } from '../../lib/policy';

/** Sidebar counts (SPEC §7): exact head counts, each 0 when its query fails. */
export async function adminCounts(db: Database, caller: Caller) {
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const safe = async (
      where: SQL | undefined,
      table: typeof users | typeof projects | typeof tickets | typeof payments,
    ) => {
      try {
        // A savepoint each: one failed count must not abort the transaction the others run in.
        return await tx.transaction(async (sp) => {
          const [row] = await sp.select({ n: count() }).from(table).where(where);
          return row?.n ?? 0;
        });
      } catch {
        return 0;
      }
    };
    return {
      users: await safe(undefined, users),
      projects: await safe(undefined, projects),
      pending_approvals: await safe(eq(projects.approvalStatus, 'pending'), projects),
      tickets: await safe(and(ne(tickets.estado, 'resuelto'), ne(tickets.estado, 'cerrado')), tickets),
      payments: await safe(eq(payments.status, 'pending'), payments),
    };
  });
}

/** The latest 100 security events, filterable. */
export async function listSecurityLogs(
  db: Database,
  caller: Caller,
  q: { event?: string; user_id?: string; from?: string; to?: string; tz?: string },
) {
  // Whole days in the viewer's timezone (UTC when none is given).
  const tz = q.tz ?? 'UTC';
  assertAdmin(caller);
  return asCaller(db, caller, async (tx) => {
    const rows = await tx
      .select({ log: securityLogs, name: users.fullName })
      .from(securityLogs)
      .leftJoin(users, eq(users.id, securityLogs.userId))
      .where(
        and(
          q.event ? eq(securityLogs.event, q.event) : undefined,
          q.user_id ? eq(securityLogs.userId, q.user_id) : undefined,
          q.from
            ? sql`${securityLogs.timestamp} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`
            : undefined,
          q.to
            ? sql`${securityLogs.timestamp} < (${q.to}::date + 1)::timestamp AT TIME ZONE ${tz}`
            : undefined,
        ),
      )
      .orderBy(desc(securityLogs.timestamp))
      .limit(100);
    return rows.map(({ log, name }) => ({
      id: log.id,
      event: log.event,
      user_id: log.userId,
      user_name: name ?? null,
      email: log.email,
      ip_address: log.ipAddress,
      user_agent: log.userAgent,
      details: log.details as Record<string, string | number | boolean | null>,
      timestamp: log.timestamp.toISOString(),
    }));
  });
}

/** Each integration, configured or not, with the variables that enable it — never their values. */
export function integrationsStatus(config: Config) {
  return [
    {
      id: 'mail',
      configured: Boolean(config.smtpUrl),
      variables: ['SMTP_URL', 'MAIL_FROM'],
      fallback: 'outbox',
    },
    {
      id: 'ai',
      configured: config.integrations.gemini.apiKeys.length > 0,
      variables: ['GEMINI_API_KEYS', 'GEMINI_BASE_URL'],
      fallback: 'offline-assistant',
    },
    // Google Calendar goes through the Google sign-in credentials.
    {
      id: 'calendar',
      configured: Boolean(config.oauth.google),
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      fallback: 'built-in-calendar',
    },
    {
      id: 'github',
      configured: Boolean(config.oauth.github),
      variables: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_API_URL'],
      fallback: 'personal-access-token',
    },
    {
      id: 'google-sign-in',
      configured: Boolean(config.oauth.google),
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      fallback: null,
    },
    {
      id: 'linkedin',
      configured: Boolean(config.integrations.linkedin),
      variables: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
      fallback: null,
    },
    {
      id: 'storage',
      configured: Boolean(config.integrations.s3),
      variables: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      fallback: 'local-disk',
    },
  ];
}

/** /environment: version, database and mail health, integrations, feature flags (SPEC §9). */
export async function environmentStatus(db: Database, caller: Caller, config: Config) {
  assertAdmin(caller);
  let database: { ok: boolean; version: string | null; latency_ms: number | null } = {
    ok: false,
    version: null,
    latency_ms: null,
  };
  try {
    const started = performance.now();
    const res = await db.execute<{ v: string }>(sql`SELECT current_setting('server_version') AS v`);
    database = { ok: true, version: res.rows[0]!.v, latency_ms: Math.round(performance.now() - started) };
  } catch {
    /* reported as not ok */
  }
  return {
    version: APP_VERSION,
    node: process.version,
    database,
    mail: { mode: config.smtpUrl ? ('smtp' as const) : ('outbox' as const) },
    integrations: integrationsStatus(config),
    feature_flags: FEATURE_FLAGS,
  };
}
