import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  createPaymentSchema,
  listPaymentsQuerySchema,
  paymentListSchema,
  paymentSchema,
  paymentSummarySchema,
  updatePaymentSchema,
} from '../../../shared/schemas/payments';

const route = routesTagged('Payments');
const example = {
  id: '0e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b',
  number: 'FAC-2026-00012',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  client_name: 'Lucía Gómez',
  client_email: 'lucia@cliente.com',
  project_id: '3f6c1e2a-9b7d-4c1e-8f2a-5d6e7f8a9b0c',
  project_name: 'Tienda online Lucía',
  concept: 'Diseño y maquetación (50 %)',
  amount: 1500,
  currency: 'EUR',
  status: 'pending',
  overdue: false,
  issue_date: '2026-11-15',
  due_date: '2026-12-15',
  paid_at: null,
  created_at: '2026-11-15T09:00:00.000Z',
};
const one = withKey('payment', paymentSchema);

export const listRoute = route.get(
  '/',
  'Invoices (clients: their own; admins: all), overdue derived from the due date',
  {
    query: listPaymentsQuerySchema,
    response: paymentListSchema,
    responseExample: { payments: [example], total: 1, page: 1, limit: 20, totalPages: 1 },
  },
);
export const summaryRoute = route.get(
  '/summary',
  'Totals by status and the last 12 months (admins may pass user_id)',
  {
    query: z.object({ user_id: z.uuid().optional() }),
    response: paymentSummarySchema,
    responseExample: {
      totals: { pending: 1500, paid: 4200, cancelled: 0, overdue: 300 },
      counts: { pending: 1, paid: 3, cancelled: 0, overdue: 1 },
      by_month: [{ month: '2026-11', invoiced: 1800, paid: 0 }],
    },
  },
);
export const createRouteDef = route.post(
  '/',
  'Admin: record an invoice (numbered FAC-year-sequence); the client is notified',
  {
    body: createPaymentSchema,
    bodyExample: {
      user_id: example.user_id,
      project_id: example.project_id,
      concept: example.concept,
      amount: 1500,
      currency: 'EUR',
      issue_date: '2026-11-15',
      due_date: '2026-12-15',
    },
    response: one,
    responseExample: { payment: example },
    status: 201,
  },
);
export const updateRoute = route.patch('/{id}', 'Admin: edit a pending invoice', {
  body: updatePaymentSchema,
  bodyExample: { due_date: '2026-12-31' },
  response: one,
  responseExample: { payment: example },
});
export const markPaidRoute = route.post('/{id}/mark-paid', 'Admin: mark a pending invoice paid', {
  response: one,
  responseExample: { payment: { ...example, status: 'paid', paid_at: '2026-11-20T10:00:00.000Z' } },
});
export const cancelRoute = route.post('/{id}/cancel', 'Admin: cancel a pending invoice', {
  response: one,
  responseExample: { payment: { ...example, status: 'cancelled' } },
});
