import type { Database } from '../../db/client';
import { securityLogs } from '../../db/schema/security-logs';

export type SecurityEvent =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_up'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'role_changed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'session_revoked'
  | 'user_deactivated'
  | 'user_reactivated'
  | 'project_deleted'
  | 'invitation_sent'
  | 'invitation_accepted';

/** Appends to security_logs as the server (auth events happen before a caller exists). */
export async function recordSecurityEvent(
  db: Database,
  event: SecurityEvent,
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
