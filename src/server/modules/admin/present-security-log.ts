import type { securityLogs } from '../../db/schema/security-logs';
import type { SecurityLog } from '../../../shared/schemas/admin';

export function presentSecurityLog(
  log: typeof securityLogs.$inferSelect,
  userName: string | null,
): SecurityLog {
  return {
    id: log.id,
    event: log.event,
    user_id: log.userId,
    user_name: userName ?? null,
    email: log.email,
    ip_address: log.ipAddress,
    user_agent: log.userAgent,
    details: log.details as SecurityLog['details'],
    timestamp: log.timestamp.toISOString(),
  };
}
