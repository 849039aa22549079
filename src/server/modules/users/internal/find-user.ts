import { and, count, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';

/** The user being changed, locked until the transaction ends, or 404. */
export async function findUserForUpdate(tx: Tx, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: 'admin:errors.userNotFound' });
  return row;
}

/** The portal never loses its last active admin. */
export async function assertAnotherAdminRemains(tx: Tx, exceptId: string) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, exceptId)));
  if (n === 0) throw new AppError('BAD_REQUEST', { message: 'admin:errors.lastAdmin' });
}
