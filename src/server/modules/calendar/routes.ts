import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createEvent } from './create-event';
import { createFeed } from './create-feed';
import { deleteEvent } from './delete-event';
import { listEvents } from './list-events';
import { listInvitees } from './list-invitees';
import { respondToEvent } from './respond-to-event';
import { revokeFeed } from './revoke-feed';
import * as r from './route-definitions';
import { serveFeed } from './serve-feed';
import { updateEvent } from './update-event';

/** The feed answers iCalendar, not JSON, to apps without a session: its handler is written out. */
export const calendarRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listEvents(db, caller, query)))
  .openapi(...handle(r.inviteesRoute, ({ db, caller }) => listInvitees(db, caller)))
  .openapi(...handle(r.createEventRoute, ({ deps, caller, json }) => createEvent(deps, caller, json)))
  .openapi(
    ...handle(r.updateRoute, ({ deps, caller, param, json }) => updateEvent(deps, caller, param.id, json)),
  )
  .openapi(...handle(r.deleteRoute, ({ deps, caller, param }) => deleteEvent(deps, caller, param.id)))
  .openapi(
    ...handle(r.respondRoute, 'event', ({ db, caller, param, json }) =>
      respondToEvent(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.createFeedRoute, 'feed', ({ deps, caller }) => createFeed(deps, caller)))
  .openapi(...handle(r.revokeFeedRoute, ({ db, caller }) => revokeFeed(db, caller)))
  .openapi(r.feedRoute, async (c) => (await serveFeed(c.var.deps, c.req.valid('param').file)) as never);
