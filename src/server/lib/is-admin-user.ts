import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema/users';

/**
 * Whether another user (an assignee, say) is one of the agency's team: an admin. False for an
 * unknown id or one the caller cannot see. Tasks and tickets are assigned to the team only.
 */
export async function isAdminUser(tx: Tx, userId: string): Promise<boolean> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role === 'admin';
}
