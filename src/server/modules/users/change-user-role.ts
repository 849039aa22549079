import { eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { assertAnotherAdminRemains, findUserForUpdate } from './internal/find-user';
import { userPolicy } from './policy';
import { presentAdminUser } from './present-admin-user';

/** Admin changes another user's role (never the last admin's to user); a change is logged with it. */
export async function changeUserRole(db: Database, caller: Caller, id: string, role: 'admin' | 'user') {
  userPolicy.assertCanChangeRole(caller, id);
  return asCaller(db, caller, async (tx) => {
    const user = await findUserForUpdate(tx, id);
    if (user.role === 'admin' && role === 'user') await assertAnotherAdminRemains(tx, id);
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (user.role !== role) {
      await recordSecurityEvent(tx, 'role_changed', {
        userId: id,
        email: updated!.email,
        details: { from: user.role, to: role, by: caller.id },
      });
    }
    return presentAdminUser(updated!, 0, null, caller);
  });
}
