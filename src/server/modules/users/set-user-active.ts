import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { assertAnotherAdminRemains, findUserForUpdate } from './internal/find-user';
import { userPolicy } from './policy';
import { presentAdminUser } from './present-admin-user';

/**
 * Deactivate: sign-in refused and every session ended at once. Reactivate undoes it. The change
 * and its security event are one transaction; the sessions (the auth library's table, where the
 * callers' roles reach their own rows only) are ended by the server right after, and until then a
 * banned user's session is refused anyway when the caller is resolved.
 */
export async function setUserActive(
  db: Database,
  caller: Caller,
  id: string,
  active: boolean,
  reason?: string,
) {
  if (active) userPolicy.assertCanManage(caller);
  else userPolicy.assertCanDeactivate(caller, id);
  const updated = await asCaller(db, caller, async (tx) => {
    const user = await findUserForUpdate(tx, id);
    if (!active && user.role === 'admin') await assertAnotherAdminRemains(tx, id);
    const [row] = await tx
      .update(users)
      .set({ banned: !active, banReason: active ? null : reason || null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordSecurityEvent(tx, active ? 'user_reactivated' : 'user_deactivated', {
      userId: id,
      email: row!.email,
      details: { by: caller.id, ...(reason && { reason }) },
    });
    return row!;
  });
  if (!active) await db.delete(sessions).where(eq(sessions.userId, id));
  return presentAdminUser(updated, 0, null, caller);
}
