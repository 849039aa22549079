import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createEndpoint } from './create-endpoint';
import { deleteEndpoint } from './delete-endpoint';
import { getDelivery } from './get-delivery';
import { listDeliveries } from './list-deliveries';
import { listEndpoints } from './list-endpoints';
import { redeliver } from './redeliver';
import { rotateSecret } from './rotate-secret';
import * as r from './route-definitions';
import { sendTest } from './send-test';
import { updateEndpoint } from './update-endpoint';

/** Signed webhooks (/api/webhooks/…, decision 0056): admins only. */
export const webhooksRoutes = createRouter()
  .openapi(...handle(r.listEndpointsRoute, 'endpoints', ({ db, caller }) => listEndpoints(db, caller)))
  .openapi(
    ...handle(r.createEndpointRoute, ({ db, deps, caller, json }) =>
      createEndpoint(db, deps.webhooks, caller, json),
    ),
  )
  .openapi(
    ...handle(r.updateEndpointRoute, 'endpoint', ({ db, caller, param, json }) =>
      updateEndpoint(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteEndpointRoute, ({ db, caller, param }) => deleteEndpoint(db, caller, param.id)))
  .openapi(
    ...handle(r.rotateSecretRoute, ({ db, deps, caller, param }) =>
      rotateSecret(db, deps.webhooks, caller, param.id),
    ),
  )
  .openapi(...handle(r.sendTestRoute, 'delivery', ({ db, caller, param }) => sendTest(db, caller, param.id)))
  .openapi(
    ...handle(r.listDeliveriesRoute, ({ db, caller, param, query }) =>
      listDeliveries(db, caller, param.id, query),
    ),
  )
  .openapi(
    ...handle(r.getDeliveryRoute, 'delivery', ({ db, caller, param }) => getDelivery(db, caller, param.id)),
  )
  .openapi(
    ...handle(r.redeliverRoute, 'delivery', ({ db, caller, param }) => redeliver(db, caller, param.id)),
  );
