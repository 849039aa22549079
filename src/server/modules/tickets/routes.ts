import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createTicket } from './create-ticket';
import { getTicket } from './get-ticket';
import { listTickets } from './list-tickets';
import { replyToTicket } from './reply-to-ticket';
import * as r from './route-definitions';
import { updateTicket } from './update-ticket';

export const ticketsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listTickets(db, caller, query)))
  .openapi(...handle(r.createRouteDef, 'ticket', ({ db, caller, json }) => createTicket(db, caller, json)))
  .openapi(...handle(r.getRoute, 'ticket', ({ db, caller, param }) => getTicket(db, caller, param.id)))
  .openapi(
    ...handle(r.updateRoute, 'ticket', ({ db, caller, param, json }) =>
      updateTicket(db, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.replyRoute, 'ticket', ({ db, caller, param, json }) =>
      replyToTicket(db, caller, param.id, json.mensaje),
    ),
  );
