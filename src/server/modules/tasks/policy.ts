import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/**
 * Who may do what with tasks (docs/product.md#roles-and-what-each-sees). Reading and commenting follow the project's visibility,
 * which row-level security decides.
 */
export const taskPolicy = {
  /** Creating, editing, completing and deleting tasks, and their dependencies, is the agency's work. */
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },
};
