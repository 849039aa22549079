import { sql } from 'drizzle-orm';
import { DB_ROLES, type Tx } from '../../../db/client';

/**
 * The rest of the transaction runs under the agency's database role (decision 0053). Called only
 * after the owner's decision was written under their own role and row-level security (the
 * conditional UPDATE that only the project's owner can make, once): what follows from it (the
 * phase closed, the next one started, the invoice, the changes task) is the agency's work, done
 * on the client's word in the same transaction. `app.user_id` stays the client's, so the activity
 * and the comment remain theirs.
 */
export async function actAsAgency(tx: Tx): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('role', ${DB_ROLES.admin}, true), set_config('app.role', 'admin', true)`,
  );
}
