import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/** Approval requests are the agency's to review (SPEC §6). */
export const approvalPolicy = {
  assertCanReview(caller: Caller) {
    assertAdmin(caller);
  },
};
