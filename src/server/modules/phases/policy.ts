import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/** Who may do what with phases (docs/product.md#roles-and-what-each-sees). Reading follows the project's visibility (row-level security). */
export const phasePolicy = {
  /** Creating, editing and deleting phases is the agency's work. */
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },
};
