import { and, desc, eq, sql } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { securityLogs } from '../../db/schema/security-logs';
import { users } from '../../db/schema/users';
import type { SecurityLogsQuery } from '../../../shared/schemas/admin';
import { adminPolicy } from './policy';
import { presentSecurityLog } from './present-security-log';

/** The latest 100 security events, filterable; from/to are whole days in the viewer's timezone (UTC when none). */
export async function listSecurityLogs(db: Database, caller: Caller, q: SecurityLogsQuery) {
  adminPolicy.assertCanView(caller);
  const tz = q.tz ?? 'UTC';
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
    return rows.map(({ log, name }) => presentSecurityLog(log, name));
  });
}
