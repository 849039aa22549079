import { isAdminActor, refuse, type Actor, type Verdict } from './refusal';

const onlyAdmins = () => refuse('PERMISSION', 'projects:errors.onlyAdmins');

/**
 * Who may do what with a project's site care (decision 0057). Whoever reads the project reads its
 * care (row-level security decides); the agency sets the address and the plan, checks now, and
 * records or removes hours.
 */
export const siteCareRules = {
  configure(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },
  checkNow(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },
  logHours(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },
  deleteHours(actor: Actor): Verdict {
    return isAdminActor(actor) ? null : onlyAdmins();
  },
};

/** The rules' answers on a project's care, as its presenter's `can`. */
export function siteCareCan(actor: Actor) {
  return {
    configure: siteCareRules.configure(actor) === null,
    log_hours: siteCareRules.logHours(actor) === null,
  };
}

/** The rules' answers on one hours entry. */
export function careHoursCan(actor: Actor) {
  return { delete: siteCareRules.deleteHours(actor) === null };
}
