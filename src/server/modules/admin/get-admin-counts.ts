import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { asCaller, type Caller, type Database } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { projects } from '../../db/schema/projects';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import type { AdminCounts } from '../../../shared/schemas/admin';
import { adminPolicy } from './policy';

/** Sidebar counts (docs/product.md#api-conventions): exact head counts, each 0 when its query fails. */
export async function getAdminCounts(db: Database, caller: Caller): Promise<AdminCounts> {
  adminPolicy.assertCanView(caller);
  return asCaller(db, caller, async (tx) => {
    const safe = async (
      where: SQL | undefined,
      table: typeof users | typeof projects | typeof tickets | typeof payments,
    ) => {
      try {
        // A savepoint each: one failed count must not abort the transaction the others run in.
        return await tx.transaction(async (sp) => {
          const [row] = await sp.select({ n: count() }).from(table).where(where);
          return row?.n ?? 0;
        });
      } catch {
        return 0;
      }
    };
    return {
      users: await safe(undefined, users),
      projects: await safe(undefined, projects),
      pending_approvals: await safe(eq(projects.approvalStatus, 'pending'), projects),
      tickets: await safe(and(ne(tickets.estado, 'resuelto'), ne(tickets.estado, 'cerrado')), tickets),
      payments: await safe(eq(payments.status, 'pending'), payments),
    };
  });
}
