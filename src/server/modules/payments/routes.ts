import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { createPayment } from './create-payment';
import { getPaymentSummary } from './get-payment-summary';
import { listPayments } from './list-payments';
import * as r from './route-definitions';
import { settlePayment } from './settle-payment';
import { updatePayment } from './update-payment';

export const paymentsRoutes = createRouter()
  .openapi(r.listRoute, async (c) =>
    c.json(await listPayments(c.var.deps.db, requireCaller(c), c.req.valid('query')), 200),
  )
  .openapi(r.summaryRoute, async (c) =>
    c.json(await getPaymentSummary(c.var.deps.db, requireCaller(c), c.req.valid('query').user_id), 200),
  )
  .openapi(r.createRouteDef, async (c) =>
    c.json({ payment: await createPayment(c.var.deps.db, requireCaller(c), c.req.valid('json')) }, 201),
  )
  .openapi(r.updateRoute, async (c) =>
    c.json(
      {
        payment: await updatePayment(
          c.var.deps.db,
          requireCaller(c),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      },
      200,
    ),
  )
  .openapi(r.markPaidRoute, async (c) =>
    c.json(
      { payment: await settlePayment(c.var.deps.db, requireCaller(c), c.req.valid('param').id, 'paid') },
      200,
    ),
  )
  .openapi(r.cancelRoute, async (c) =>
    c.json(
      { payment: await settlePayment(c.var.deps.db, requireCaller(c), c.req.valid('param').id, 'cancelled') },
      200,
    ),
  );
