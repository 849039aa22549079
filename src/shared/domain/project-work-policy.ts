import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/**
 * Who does a project's work (docs/product.md#roles-and-what-each-sees): its phases, its tasks and
 * the code evidence linked to its phases are the agency's word on its own work. Whoever reads the
 * project reads them (row-level security); the project's `can` tells the web these answers.
 */
export const projectWorkRules = {
  /** Creating, editing and deleting phases. */
  managePhases(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'projects:errors.onlyAdmins');
  },

  /** Creating, editing, completing and deleting tasks, and their dependencies. */
  manageTasks(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'projects:errors.onlyAdmins');
  },

  /** Linking code (commits, pull requests) to a phase, and unlinking it. */
  linkEvidence(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'projects:code.errors.onlyAdmins');
  },
};
