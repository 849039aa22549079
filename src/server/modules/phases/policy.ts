import type { Caller } from '../../db/client';
import { assertAdmin } from '../../lib/policy';

/** Who may do what with phases (SPEC §6). Reading follows the project's visibility (row-level security). */
export const phasePolicy = {
  /** Creating, editing and deleting phases is the agency's work. */
  assertCanManage(caller: Caller) {
    assertAdmin(caller);
  },
};
