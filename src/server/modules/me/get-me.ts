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

export async function getMe(db: Database, caller: Caller) {
  const row = await asCaller(
    db,
    caller,
    async (tx) => {
      const [found] = await preparedOn(tx, ownRow).execute({ id: caller.id });
      return found;
    },
    { oneStatement: true },
  );
  if (!row) throw new AppError('NOT_FOUND');
  return presentProfile(row);
}
