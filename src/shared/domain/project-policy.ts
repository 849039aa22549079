import type { ApprovalStatus, ProjectCan } from '../schemas/projects';
import { memberRules } from './member-policy';
import { projectWorkRules } from './project-work-policy';
import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the project rules read of a project. */
export interface ProjectFacts {
  createdBy: string;
  approvalStatus: ApprovalStatus;
}

const owns = (actor: Actor, project: ProjectFacts) => project.createdBy === actor.id;
const onlyAdmins = () => refuse('PERMISSION', 'projects:errors.onlyAdmins');

/** Who may do what with a project (docs/product.md#lifecycles, #roles-and-what-each-sees). Reads are the database's (row-level security). */
export const projectRules = {
  /** The agency creates projects on a client's behalf, approved at once (docs/product.md#lifecycles creation). */
  createsApproved(actor: Actor): boolean {
    return isAdminActor(actor);
  },

  /**
   * The owner and the admins change a project's descriptive fields. A collaborator reads it but
   * changes nothing: the database hides it from their write, hence 'Proyecto no encontrado'.
   */
  update(actor: Actor, project: ProjectFacts): Verdict {
    return isAdminActor(actor) || owns(actor, project)
      ? null
      : refuse('NOT_FOUND', 'projects:errors.notFound');
  },

  /** The features list (funcionalidades) is changed by the same update as the other fields. */
  editFeatures(actor: Actor, project: ProjectFacts): Verdict {
    return projectRules.update(actor, project);
  },

  /** Status and activity of a project are the agency's to change. */
  changeStatus(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },

  /** approve_project and reject_project are the admins' (docs/product.md#lifecycles). */
  decide(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },

  /** docs/product.md#roles-and-what-each-sees: admins delete any project; a client only their own rejected ones. */
  delete(actor: Actor, project: ProjectFacts): Verdict {
    if (isAdminActor(actor)) return null;
    if (!owns(actor, project)) return refuse('PERMISSION', 'projects:errors.noPermissionDelete');
    if (project.approvalStatus !== 'rejected') return refuse('PERMISSION', 'projects:errors.onlyRejected');
    return null;
  },

  /**
   * docs/product.md#lifecycles: the owner requests approval (create_project_approval_request), again while pending or
   * after a rejection; an approved project is no longer waiting for it.
   */
  requestApproval(actor: Actor, project: ProjectFacts): Verdict {
    if (!owns(actor, project)) return refuse('PERMISSION', 'projects:errors.onlyOwnerRequests');
    if (project.approvalStatus === 'approved') return refuse('BAD_REQUEST', 'projects:errors.notPending');
    return null;
  },
};

/** Every rule's answer for this actor and project: what the project's `can` tells the web. */
export function projectCan(actor: Actor, project: ProjectFacts): ProjectCan {
  return {
    update: allowed(projectRules.update(actor, project)),
    delete: allowed(projectRules.delete(actor, project)),
    requestApproval: allowed(projectRules.requestApproval(actor, project)),
    decide: allowed(projectRules.decide(actor)),
    changeStatus: allowed(projectRules.changeStatus(actor)),
    manageMembers: allowed(memberRules.manage(actor, project)),
    editFeatures: allowed(projectRules.editFeatures(actor, project)),
    managePhases: allowed(projectWorkRules.managePhases(actor)),
    manageTasks: allowed(projectWorkRules.manageTasks(actor)),
    linkEvidence: allowed(projectWorkRules.linkEvidence(actor)),
  };
}
