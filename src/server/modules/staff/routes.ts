import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { listStaff } from './list-staff';
import * as r from './route-definitions';

export const staffRoutes = createRouter().openapi(
  ...handle(r.listRoute, 'members', ({ db, caller }) => listStaff(db, caller)),
);
