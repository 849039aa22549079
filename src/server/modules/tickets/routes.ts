import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { createTicket } from './create-ticket';
import { getTicket } from './get-ticket';
import { listTickets } from './list-tickets';
import { replyToTicket } from './reply-to-ticket';
import * as r from './route-definitions';
import { updateTicket } from './update-ticket';

export const ticketsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listTickets(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json({ ticket: await createTicket(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(r.getRoute, async (c) =>
    c.json({ ticket: await getTicket(c.var.deps.db, requireCaller(c), c.req.valid('param').id) }, 200),
  )
  .openapi(r.updateRoute, async (c) =>
    c.json(
      {
        ticket: await updateTicket(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      200,
    ),
  )
  .openapi(r.replyRoute, async (c) =>
    c.json(
      {
        ticket: await replyToTicket(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json').mensaje,
        ),
      },
      201,
    ),
  );
