import { z } from '@hono/zod-openapi';
import { approvalStatusSchema, projectApprovalRequestListSchema } from '../../../shared/schemas/projects';
import { routesTagged } from '../../lib/openapi-common';

const route = routesTagged('Approvals');

export const listRoute = route.get('/', 'Approval requests with their details (admin); pending by default', {
  query: z.object({ status: approvalStatusSchema.default('pending') }),
  response: projectApprovalRequestListSchema,
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
