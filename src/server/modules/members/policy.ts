import type { Caller } from '../../db/client';
import type { ProjectRow } from '../../db/schema/projects';
import { memberRules } from '../../../shared/domain/member-policy';
import { enforce } from '../../../shared/domain/refusal';

/**
 * Who may do what with a project's collaborators (decision 0017): the rules of
 * `shared/domain/member-policy.ts`, enforced. Seeing the list is for members (row-level security
 * answers 404 to anyone else); adding and removing others is for the owner and the admins; a
 * collaborator may remove themselves (leave).
 */
export const memberPolicy = {
  /** An admin looks accounts up by e-mail or id; a client only through their project (find-candidate). */
  readsEveryAccount(caller: Caller): boolean {
    return memberRules.readsEveryAccount(caller);
  },

  assertCanManage(caller: Caller, project: ProjectRow) {
    enforce(memberRules.manage(caller, project));
  },

  assertCanRemove(caller: Caller, project: ProjectRow, userId: string) {
    enforce(memberRules.remove(caller, project, userId));
  },

  /** A client adds by e-mail; an admin by e-mail or by id. */
  assertCanAddBy(caller: Caller, input: { user_id?: string | undefined }) {
    enforce(memberRules.addBy(caller, input));
  },

  /** A client adds client accounts; the agency assigns its own staff. */
  assertCanAddAccount(caller: Caller, account: { role: 'admin' | 'user' }) {
    enforce(memberRules.addAccount(caller, account));
  },
};
