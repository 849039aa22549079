import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { projectRules } from '../../../shared/domain/project-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with a project: the rules of `shared/domain/project-policy.ts` (docs/product.md#roles-and-what-each-sees),
 * enforced. Reads are filtered by row-level security too.
 */
export const projectPolicy = {
  /** The agency creates projects on a client's behalf, approved at once (docs/product.md#lifecycles creation). */
  createsApproved(caller: Caller): boolean {
    return projectRules.createsApproved(caller);
  },

  /** approve_project and reject_project. */
  assertCanDecide(caller: Caller) {
    enforce(projectRules.decide(caller));
  },

  assertCanUpdate(caller: Caller, project: ProjectRow) {
    enforce(projectRules.update(caller, project));
  },

  assertCanDelete(caller: Caller, project: ProjectRow) {
    enforce(projectRules.delete(caller, project));
  },

  assertCanRequestApproval(caller: Caller, project: ProjectRow) {
    enforce(projectRules.requestApproval(caller, project));
  },

  /** Status and activity of a project are the agency's to change. */
  assertCanChangeStatus(caller: Caller, input: { status?: unknown; is_active?: unknown }) {
    if (input.status === undefined && input.is_active === undefined) return;
    enforce(projectRules.changeStatus(caller));
  },
};
