import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with Websy AI (decision 0022). Every signed-in user talks to the assistant; their
 * conversations are their own (row-level security: another user's is not there, 404). The key
 * pool's state is for admins only (and the database grants its tables to admins only).
 */
export const assistantPolicy = {
  assertCanViewKeyPool(caller: Caller) {
    assertAdmin(caller, 'assistant:errors.onlyAdmins');
  },
};
