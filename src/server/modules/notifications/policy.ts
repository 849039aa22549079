import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with notifications (docs/product.md#roles-and-what-each-sees). Everyone reads and changes only their own
 * (the operations filter by the caller, and row-level security agrees).
 */
export const notificationPolicy = {
  /** Sending to others and purging expired notifications is the agency's. */
  assertCanManage(caller: Caller) {
    assertAdmin(caller, 'notifications:errors.onlyAdmins');
  },
};
