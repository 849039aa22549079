import { requireCaller } from '../../lib/caller';
import { createRouter } from '../../lib/router';
import { listApprovalRequests } from './list-approval-requests';
import * as r from './route-definitions';

export const approvalsRoutes = createRouter().openapi(r.listRoute, async (c) =>
  c.json(await listApprovalRequests(c.var.deps.db, requireCaller(c), c.req.valid('query').status), 200),
);
