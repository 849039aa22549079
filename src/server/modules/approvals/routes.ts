import { handle } from '../../lib/handle';
import { createRouter } from '../../lib/router';
import { listApprovalRequests } from './list-approval-requests';
import * as r from './route-definitions';

export const approvalsRoutes = createRouter().openapi(
  ...handle(r.listRoute, ({ db, caller, query }) => listApprovalRequests(db, caller, query.status)),
);
