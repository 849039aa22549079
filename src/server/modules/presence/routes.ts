import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { listPresence } from './list-presence';
import * as r from './route-definitions';

export const presenceRoutes = createRouter().openapi(
  ...handle(r.listRoute, 'presence', ({ db, caller }) => listPresence(db, caller)),
);
