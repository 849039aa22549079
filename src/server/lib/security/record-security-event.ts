import type { Database, Tx } from '../../db/client';
import { securityLogs } from '../../db/schema/security-logs';
import type { SecurityEventName } from '../../../shared/security-events';

/**
 * Appends to security_logs: as the server (auth events happen before a caller exists), or inside
 * an operation's transaction, so the event commits or rolls back with what it records.
 */
export async function recordSecurityEvent(
  db: Database | Tx,
  event: SecurityEventName,
  data: {
    userId?: string | null;
    email?: string | null;
    ipAddress?: string | null;
    userAgent?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(securityLogs).values({
    event,
    userId: data.userId ?? null,
    email: data.email ?? null,
    ipAddress: data.ipAddress ?? null,
    userAgent: data.userAgent ?? null,
    details: data.details ?? {},
  });
}
