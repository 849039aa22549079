import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createPayment } from './create-payment';
import { getPaymentSummary } from './get-payment-summary';
import { listPayments } from './list-payments';
import * as r from './route-definitions';
import { settlePayment } from './settle-payment';
import { updatePayment } from './update-payment';

export const paymentsRoutes = createRouter()
  .openapi(...handle(r.listRoute, ({ db, caller, query }) => listPayments(db, caller, query)))
  .openapi(...handle(r.summaryRoute, ({ db, caller, query }) => getPaymentSummary(db, caller, query.user_id)))
  .openapi(...handle(r.createRouteDef, 'payment', ({ db, caller, json }) => createPayment(db, caller, json)))
  .openapi(
    ...handle(r.updateRoute, 'payment', ({ db, caller, param, json }) =>
      updatePayment(db, caller, param.id, json),
    ),
  )
  .openapi(
    ...handle(r.markPaidRoute, 'payment', ({ db, caller, param }) =>
      settlePayment(db, caller, param.id, 'paid'),
    ),
  )
  .openapi(
    ...handle(r.cancelRoute, 'payment', ({ db, caller, param }) =>
      settlePayment(db, caller, param.id, 'cancelled'),
    ),
  );
