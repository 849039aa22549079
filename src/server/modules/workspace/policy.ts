import type { Caller } from '../../db/client';
import { isAdmin } from '../../lib/policy';

/**
 * What the workspace shows whom (docs/product.md#screens-and-navigation). Every signed-in user has one; row-level security
 * decides which projects, tasks and activity are visible at all.
 */
export const workspacePolicy = {
  /** The agency's members see the tasks assigned to them; clients every task of their projects. */
  seesOnlyOwnAssignments(caller: Caller): boolean {
    return isAdmin(caller);
  },
};
