import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/** Approval requests are the agency's to review (docs/product.md#roles-and-what-each-sees). */
export const approvalPolicy = {
  assertCanReview(caller: Caller) {
    assertAdmin(caller);
  },
};
