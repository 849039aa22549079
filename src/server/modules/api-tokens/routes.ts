import { requestAddress } from '../../lib/request-address';
import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { createApiToken } from './create-api-token';
import { listApiTokens, listUserApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';
import * as r from './route-definitions';

/** Personal API tokens (decision 0055), mounted at /api. Sessions only: no token manages tokens. */
export const apiTokensRoutes = createRouter()
  .openapi(...handle(r.listRoute, 'tokens', ({ db, caller }) => listApiTokens(db, caller)))
  .openapi(
    ...handle(r.createRoute, ({ db, caller, json, c }) =>
      createApiToken(db, caller, json, requestAddress(c)),
    ),
  )
  .openapi(
    ...handle(r.revokeRoute, ({ db, caller, param, c }) =>
      revokeApiToken(db, caller, param.id, requestAddress(c)),
    ),
  )
  .openapi(
    ...handle(r.listOfUserRoute, 'tokens', ({ db, caller, param }) =>
      listUserApiTokens(db, caller, param.id),
    ),
  );
