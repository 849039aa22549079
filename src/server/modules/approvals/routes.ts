import { z } from '@hono/zod-openapi';
import { approvalStatusSchema } from '../../../shared/schemas/projects';
import { requireCaller } from '../../lib/caller';
import { defineRoute } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { listApprovalRequests } from './list-approval-requests';

const requestSchema = z.object({
  project_id: z.uuid(),
  project_name: z.string(),
  type: z.string(),
  approval_status: approvalStatusSchema,
  request_notes: z.string().nullable(),
  requested_at: z.string().nullable(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
  created_by: z.uuid(),
  requester_name: z.string(),
  requester_email: z.string(),
});

const list = defineRoute({
  method: 'get',
  path: '/',
  tag: 'Approvals',
  summary: 'Approval requests with their details (admin); pending by default',
  query: z.object({ status: approvalStatusSchema.default('pending') }),
  response: z.object({ requests: z.array(requestSchema), total: z.number().int() }),
  responseExample: {
    requests: [
      {
        project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
        project_name: 'Tienda online Lucía',
        type: 'ecommerce',
        approval_status: 'pending',
        request_notes: 'Presupuesto firmado',
        requested_at: '2026-11-02T09:00:00.000Z',
        admin_notes: null,
        created_at: '2026-11-02T09:00:00.000Z',
        created_by: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
        requester_name: 'Lucía Gómez',
        requester_email: 'lucia@cliente.com',
      },
    ],
    total: 1,
  },
});

export const approvalsRoutes = createRouter().openapi(list, async (c) => {
  const requests = await listApprovalRequests(c.var.deps.db, requireCaller(c), c.req.valid('query').status);
  return c.json({ requests, total: requests.length }, 200);
});
