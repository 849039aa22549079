import { and, eq } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../../db/client';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../../shared/errors';

/**
 * The client to view the portal as, read as the caller (row-level security: 404 when unseen).
 * Only a client's row counts: an admin is nobody to view the portal as (404 too).
 */
export async function findTarget(db: Database, caller: Caller, id: string) {
  const [row] = await asCaller(
    db,
    caller,
    (tx) =>
      tx
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          role: users.role,
          banned: users.banned,
        })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'user'))),
    { oneStatement: true },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, role: row.role === 'admin' ? ('admin' as const) : ('user' as const), active: !row.banned };
}
