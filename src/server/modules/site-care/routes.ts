import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { checkSiteNow } from './check-site-now';
import { deleteCareHours } from './delete-care-hours';
import { getSiteCare } from './get-site-care';
import { logCareHours } from './log-care-hours';
import * as r from './route-definitions';
import { updateSiteCare } from './update-site-care';

export const siteCareRoutes = createRouter()
  .openapi(
    ...handle(r.getRoute, 'care', ({ db, deps, caller, param, query }) =>
      getSiteCare(db, caller, param.id, {
        month: query.month,
        speedEnabled: !!deps.config.integrations.pagespeed.apiKey,
      }),
    ),
  )
  .openapi(
    ...handle(r.updateRoute, 'care', ({ db, deps, caller, param, json }) =>
      updateSiteCare(db, caller, param.id, json, {
        speedEnabled: !!deps.config.integrations.pagespeed.apiKey,
        outbound: deps.config.outbound,
      }),
    ),
  )
  .openapi(
    ...handle(r.checkRoute, 'care', ({ db, deps, caller, param }) =>
      checkSiteNow(db, caller, param.id, {
        speedEnabled: !!deps.config.integrations.pagespeed.apiKey,
        outbound: deps.config.outbound,
      }),
    ),
  )
  .openapi(
    ...handle(r.logHoursRoute, 'entry', ({ db, caller, param, json }) =>
      logCareHours(db, caller, param.id, json),
    ),
  )
  .openapi(...handle(r.deleteHoursRoute, ({ db, caller, param }) => deleteCareHours(db, caller, param.id)));
