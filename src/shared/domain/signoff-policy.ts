import type { SignoffStatus } from '../schemas/signoffs';
import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** What the rules need to know of a sign-off: its status and its project's owner. */
export interface SignoffFacts {
  status: SignoffStatus;
  /** The project's owner (projects.created_by), the one person who signs for the client. */
  projectOwnerId: string | null;
}

/**
 * Who may do what with a phase's sign-off (decision 0053). The agency submits and withdraws; the
 * project's owner, and nobody else (not a collaborator, not an admin), accepts or asks for
 * changes, once, while it is submitted. Whoever reads the project reads its sign-offs.
 */
export const signoffRules = {
  /** Submitting a phase for sign-off is the agency's word that it is delivered. */
  submit(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : refuse('PERMISSION', 'receipts:errors.onlyAdminsSubmit');
  },

  /** Withdrawing a submission the client has not decided yet. */
  withdraw(actor: Actor, signoff: SignoffFacts): Verdict {
    if (!isAdminActor(actor)) return refuse('PERMISSION', 'receipts:errors.onlyAdminsSubmit');
    return signoff.status === 'submitted' ? null : refuse('SIGNOFF_DECIDED');
  },

  /** Accepting or asking for changes: the project's owner, while the sign-off is submitted. */
  decide(actor: Actor, signoff: SignoffFacts): Verdict {
    if (signoff.projectOwnerId === null || actor.id !== signoff.projectOwnerId) {
      return refuse('PERMISSION', 'receipts:errors.onlyOwnerDecides');
    }
    return signoff.status === 'submitted' ? null : refuse('SIGNOFF_DECIDED');
  },
};

/** The rules' answers for one sign-off, as its presenter's `can`. */
export function signoffCan(actor: Actor, signoff: SignoffFacts) {
  return {
    decide: signoffRules.decide(actor, signoff) === null,
    withdraw: signoffRules.withdraw(actor, signoff) === null,
  };
}
