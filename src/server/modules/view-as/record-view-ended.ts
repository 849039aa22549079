import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityLogs } from '../../db/schema/security-logs';
import { recordSecurityEvent } from '../../lib/security/record-security-event';

/** A "view as client" session as it ends (docs/decisions/0054). */
export interface EndingView {
  sessionId: string;
  /** The admin who viewed. */
  adminId: string;
  /** The client viewed. */
  clientId: string;
  startedAt: Date;
}

/**
 * Writes `client_view_ended` (as the server: a view session writes nothing as the caller): the
 * same admin, the client named as its start named them, the session, and how long it lasted.
 */
export async function recordViewEnded(db: Database, view: EndingView, via: 'exit' | 'sign_out') {
  const [start] = await db
    .select({ details: securityLogs.details })
    .from(securityLogs)
    .where(
      and(
        eq(securityLogs.event, 'client_view_started'),
        sql`${securityLogs.details}->>'session' = ${view.sessionId}`,
      ),
    )
    .limit(1);
  const started = (start?.details ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  await recordSecurityEvent(db, 'client_view_ended', {
    userId: view.adminId,
    details: {
      target_id: view.clientId,
      target_name: text(started.target_name),
      target_email: text(started.target_email),
      session: view.sessionId,
      seconds: Math.max(0, Math.round((Date.now() - view.startedAt.getTime()) / 1000)),
      via,
    },
  });
}
