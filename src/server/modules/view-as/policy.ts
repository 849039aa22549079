import type { Caller } from '../../db/client';
import { enforce } from '../../../shared/domain/refusal';
import { viewAsRules, type ViewTarget } from '../../../shared/domain/view-as-policy';

/** Who may view the portal as a client, and end a view (src/shared/domain/view-as-policy.ts). */
export const viewAsPolicy = {
  assertCanStart(caller: Caller) {
    enforce(viewAsRules.start(caller));
  },
  assertCanView(caller: Caller, target: ViewTarget) {
    enforce(viewAsRules.view(caller, target));
  },
  assertCanExit(caller: Caller) {
    enforce(viewAsRules.exit(caller));
  },
};
