import type { sessions } from '../../db/schema/auth';

/** A session without its token (a credential: it stays in the HttpOnly cookie). */
export function presentSession(row: typeof sessions.$inferSelect, currentId: string | null) {
  return {
    id: row.id,
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === currentId,
  };
}
