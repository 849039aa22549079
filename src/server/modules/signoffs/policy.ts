import type { Caller } from '../../db/client';
import { enforce } from '../../../shared/domain/refusal';
import { signoffRules, type SignoffFacts } from '../../../shared/domain/signoff-policy';

/**
 * Who may do what with a phase's sign-off: the rules of `shared/domain/signoff-policy.ts`, enforced.
 * Reading follows the project's visibility (row-level security); the database also lets only the
 * project's owner decide (migration 0038).
 */
export const signoffPolicy = {
  assertCanSubmit(caller: Caller) {
    enforce(signoffRules.submit(caller));
  },
  assertCanWithdraw(caller: Caller, signoff: SignoffFacts) {
    enforce(signoffRules.withdraw(caller, signoff));
  },
  assertCanDecide(caller: Caller, signoff: SignoffFacts) {
    enforce(signoffRules.decide(caller, signoff));
  },
};
