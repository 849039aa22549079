import type { Caller } from '../../db/client';
import { enforce } from '../../../shared/domain/refusal';
import { siteCareRules } from '../../../shared/domain/site-care-policy';

/**
 * Who may do what with a project's site care: the rules of `shared/domain/site-care-policy.ts`,
 * enforced. Reading follows the project's visibility (row-level security); the database lets only
 * admins write (migration 0042).
 */
export const siteCarePolicy = {
  assertCanConfigure(caller: Caller) {
    enforce(siteCareRules.configure(caller));
  },
  assertCanCheckNow(caller: Caller) {
    enforce(siteCareRules.checkNow(caller));
  },
  assertCanLogHours(caller: Caller) {
    enforce(siteCareRules.logHours(caller));
  },
  assertCanDeleteHours(caller: Caller) {
    enforce(siteCareRules.deleteHours(caller));
  },
};
