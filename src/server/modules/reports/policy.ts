import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with reports (docs/product.md#roles-and-what-each-sees, decision 0024). Every signed-in user may ask for one:
 * no route rule narrows what it counts, row-level security does (a client's report covers only the
 * projects they may see, a collaborator's the projects they are a member of, the agency's every
 * project). Scheduling reports by e-mail is the agency's: admins only.
 */
export const reportPolicy = {
  assertCanRead(_caller: Caller): void {
    // Being signed in is the whole rule: the caller's row-level security scopes the figures.
  },

  assertCanSchedule(caller: Caller): void {
    assertAdmin(caller, 'reportsPage:schedules.onlyAdmins');
  },
};
