import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';
import { AppError } from '../../../shared/errors';

/** Who may manage users: admins, never on their own account's role or activity. */
export const userPolicy = {
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },

  assertCanChangeRole(caller: Caller, userId: string) {
    assertAdmin(caller);
    if (userId === caller.id) throw new AppError('BAD_REQUEST', { message: 'admin:errors.ownRole' });
  },

  assertCanDeactivate(caller: Caller, userId: string) {
    assertAdmin(caller);
    if (userId === caller.id) throw new AppError('BAD_REQUEST', { message: 'admin:errors.ownDeactivation' });
  },
};
