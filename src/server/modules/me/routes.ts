import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { getMe } from './get-me';
import * as r from './route-definitions';
import { updateMe } from './update-me';

export const meRoutes = createRouter()
  .openapi(...handle(r.getMeRoute, 'user', ({ db, caller }) => getMe(db, caller)))
  .openapi(...handle(r.updateMeRoute, 'user', ({ db, caller, json }) => updateMe(db, caller, json)));
