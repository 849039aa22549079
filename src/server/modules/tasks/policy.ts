import type { Caller } from '../../db/client';
import { projectWorkRules } from '../../../shared/domain/project-work-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with tasks: the rule of `shared/domain/project-work-policy.ts`, enforced.
 * Reading and commenting follow the project's visibility, which row-level security decides.
 */
export const taskPolicy = {
  /** Creating, editing, completing and deleting tasks, and their dependencies, is the agency's work. */
  assertCanManage(caller: Caller) {
    enforce(projectWorkRules.manageTasks(caller));
  },
};
