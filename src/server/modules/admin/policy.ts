import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * The admin console (docs/product.md#roles-and-what-each-sees): counts, security log, integrations, environment, analytics and the
 * team's workload are the agency's to see.
 */
export const adminPolicy = {
  assertCanView(caller: Caller) {
    assertAdmin(caller);
  },
};
