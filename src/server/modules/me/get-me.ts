import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../../db/caller-connection';
import { asCaller, type Caller, type Database, type Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../../shared/errors';
import { presentProfile } from './present-profile';

/** The caller's row, built once per pooled connection (`preparedOn`): asked on every page load. */
const ownRow = (tx: Tx) =>
  tx
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('own_profile');

/**
 * The caller's profile. In a "view as client" session it names the admin looking on (a client
 * reads the staff's rows under row-level security), which the shell shows in its banner.
 */
export async function getMe(db: Database, caller: Caller) {
  const viewedBy = caller.viewedBy;
  const found = await asCaller(
    db,
    caller,
    async (tx) => {
      const [row] = await preparedOn(tx, ownRow).execute({ id: caller.id });
      if (!viewedBy) return { row, viewer: null };
      const [viewer] = await tx
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(eq(users.id, viewedBy));
      return { row, viewer: viewer ?? { id: viewedBy, name: '' } };
    },
    { oneStatement: !viewedBy },
  );
  if (!found.row) throw new AppError('NOT_FOUND');
  return presentProfile(found.row, found.viewer);
}
