import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with GitHub connections (decision 0026). Each user connects, reads and disconnects
 * their own (row-level security keeps the rest out of sight); only admins see another user's
 * dashboard, read-only.
 */
export const githubPolicy = {
  assertCanViewOthers(caller: Caller) {
    assertAdmin(caller, 'github:errors.onlyAdmins');
  },
};
