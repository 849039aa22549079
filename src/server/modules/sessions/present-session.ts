import { sessions } from '../../db/schema/auth';

/**
 * The columns a session is shown with: never its token (a credential: it stays in the HttpOnly
 * cookie, and the callers' roles may not read it).
 */
export const sessionColumns = {
  id: sessions.id,
  userAgent: sessions.userAgent,
  ipAddress: sessions.ipAddress,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
  expiresAt: sessions.expiresAt,
};

type SessionRow = Pick<typeof sessions.$inferSelect, keyof typeof sessionColumns>;

export function presentSession(row: SessionRow, currentId: string | null) {
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
