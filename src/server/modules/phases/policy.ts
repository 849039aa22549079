import type { Caller } from '../../db/client';
import { projectWorkRules } from '../../../shared/domain/project-work-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with phases: the rule of `shared/domain/project-work-policy.ts`, enforced.
 * Reading follows the project's visibility (row-level security).
 */
export const phasePolicy = {
  /** Creating, editing and deleting phases is the agency's work. */
  assertCanManage(caller: Caller) {
    enforce(projectWorkRules.managePhases(caller));
  },
};
