import { allowed, isAdminActor, refuse, type Actor, type Verdict } from './refusal';

/** The person an admin would view the portal as: their role and whether they may sign in. */
export interface ViewTarget {
  id: string;
  role: 'admin' | 'user';
  active: boolean;
}

/** An actor as a session sees them: in a "view as client" session, the admin looking on. */
export interface ViewingActor extends Actor {
  viewedBy?: string | undefined;
}

/**
 * "View as client" (docs/decisions/0054): an admin, from their own session, views the portal as
 * an active client; never as another admin (nor themselves), never from inside another view.
 */
export const viewAsRules = {
  /** Who may start a view at all: an admin in their own session. */
  start(actor: ViewingActor): Verdict {
    if (actor.viewedBy) return refuse('VIEW_AS_READ_ONLY');
    if (!isAdminActor(actor)) return refuse('PERMISSION', 'viewAs:errors.onlyAdmins');
    return null;
  },
  /** Whom: an active client, never an admin (nor oneself). */
  view(actor: ViewingActor, target: ViewTarget): Verdict {
    const refused = viewAsRules.start(actor);
    if (refused) return refused;
    if (target.role !== 'user' || target.id === actor.id)
      return refuse('BAD_REQUEST', 'viewAs:errors.notAClient');
    if (!target.active) return refuse('BAD_REQUEST', 'viewAs:errors.inactive');
    return null;
  },
  /** Only a view session ends a view. */
  exit(actor: ViewingActor): Verdict {
    return actor.viewedBy ? null : refuse('BAD_REQUEST', 'viewAs:errors.notViewing');
  },
};

/** Whether the actor may view the portal as `target` (the `can.view_as` of a user row). */
export const canViewAs = (actor: ViewingActor, target: ViewTarget): boolean =>
  allowed(viewAsRules.view(actor, target));
