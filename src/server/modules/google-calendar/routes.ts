import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createGoogleEvent } from './create-google-event';
import { deleteGoogleEvent } from './delete-google-event';
import { disconnect } from './disconnect';
import { getStatus } from './get-status';
import { listGoogleEvents } from './list-google-events';
import * as r from './route-definitions';
import { updateGoogleEvent } from './update-google-event';

export const googleCalendarRoutes = createRouter()
  .openapi(...handle(r.statusRoute, ({ deps, caller }) => getStatus(deps, caller)))
  .openapi(...handle(r.disconnectRoute, ({ deps, caller }) => disconnect(deps, caller)))
  .openapi(...handle(r.listRoute, 'events', ({ deps, caller }) => listGoogleEvents(deps, caller)))
  .openapi(
    ...handle(r.createRoute, 'event', ({ deps, caller, json }) => createGoogleEvent(deps, caller, json)),
  )
  .openapi(
    ...handle(r.updateRoute, 'event', ({ deps, caller, param, json }) =>
      updateGoogleEvent(deps, caller, param.eventId, json),
    ),
  )
  .openapi(
    ...handle(r.deleteRoute, ({ deps, caller, param }) => deleteGoogleEvent(deps, caller, param.eventId)),
  );
