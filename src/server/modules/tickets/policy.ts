import type { Caller } from '../../db/client';
import { assertAdmin, isAdmin } from '../../lib/policy';

/**
 * Who may do what with tickets (decision 0008). A client opens, reads and replies to their own
 * (row-level security hides everyone else's); state, priority and assignment are the agency's.
 */
export const ticketPolicy = {
  /** A reply from the agency's staff moves the ticket and tells the client; a client's tells the staff. */
  isStaff: (caller: Caller) => isAdmin(caller),

  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },
};
