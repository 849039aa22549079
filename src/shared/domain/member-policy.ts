import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the collaborator rules read of a project. */
export interface MemberProjectFacts {
  createdBy: string;
}

const noPermission = () => refuse('PERMISSION', 'projects:members.errors.noPermission');
const onlyClients = () => refuse('PERMISSION', 'projects:members.errors.onlyClients');

/**
 * Who may do what with a project's collaborators (decision 0017). Seeing the list is for members (the
 * database answers 404 to anyone else); adding and removing others is for the owner and the
 * admins; a collaborator may remove themselves (leave).
 */
export const memberRules = {
  /** An admin looks accounts up by e-mail or id; a client only through their project. */
  readsEveryAccount(actor: Actor): boolean {
    return isAdminActor(actor);
  },

  manage(actor: Actor, project: MemberProjectFacts): Verdict {
    return isAdminActor(actor) || project.createdBy === actor.id ? null : noPermission();
  },

  remove(actor: Actor, project: MemberProjectFacts, userId: string): Verdict {
    return userId === actor.id ? null : memberRules.manage(actor, project);
  },

  /** A client adds by e-mail; an admin by e-mail or by id. */
  addBy(actor: Actor, input: { user_id?: string | undefined }): Verdict {
    return input.user_id !== undefined && !isAdminActor(actor) ? onlyClients() : null;
  },

  /** A client adds client accounts; the agency assigns its own staff. */
  addAccount(actor: Actor, account: { role: 'admin' | 'user' }): Verdict {
    return account.role === 'admin' && !isAdminActor(actor) ? onlyClients() : null;
  },
};
