import type { Caller } from '../../db/client';
import { assertAdmin, isAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/** Who may do what with invoices (decision 0008). Clients' reads are filtered by row-level security too. */
export const paymentPolicy = {
  /** Recording, editing, paying and cancelling invoices is the agency's. */
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },

  /** Anyone reads the totals they may see; only an admin asks for one client's. */
  assertCanSummarize(caller: Caller, userId: string | undefined) {
    if (userId && !isAdmin(caller)) throw new AppError('PERMISSION');
  },
};
