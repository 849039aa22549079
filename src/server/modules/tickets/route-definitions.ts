import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  createTicketSchema,
  listTicketsQuerySchema,
  replySchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
  updateTicketSchema,
} from '../../../shared/schemas/tickets';

const route = routesTagged('Tickets');
const example = {
  id: '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  client_name: 'Lucía Gómez',
  assigned_to: null,
  assignee_name: null,
  asunto: 'No puedo subir imágenes',
  mensaje: 'Al subir el logo aparece un error.',
  email: 'lucia@cliente.com',
  estado: 'abierto',
  prioridad: 'alta',
  reply_count: 0,
  created_at: '2026-11-21T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
};
const detail = withKey('ticket', ticketDetailSchema);

export const listRoute = route.get('/', 'Tickets (clients: their own; admins: all) with filters', {
  query: listTicketsQuerySchema,
  response: ticketListSchema,
  responseExample: { tickets: [example], total: 1, page: 1, limit: 20, totalPages: 1 },
});
export const createRouteDef = route.post('/', 'Open a ticket (e-mail defaults to the account’s)', {
  body: createTicketSchema,
  bodyExample: {
    asunto: 'No puedo subir imágenes',
    mensaje: 'Al subir el logo aparece un error.',
    prioridad: 'alta',
  },
  response: withKey('ticket', ticketSchema),
  responseExample: { ticket: example },
  status: 201,
});
export const getRoute = route.get('/{id}', 'A ticket with its replies', {
  response: detail,
  responseExample: { ticket: { ...example, replies: [] } },
});
export const updateRoute = route.patch('/{id}', 'Admin: state, priority, assignment', {
  body: updateTicketSchema,
  bodyExample: { estado: 'en_progreso', prioridad: 'urgente' },
  response: withKey('ticket', ticketSchema),
  responseExample: { ticket: { ...example, estado: 'en_progreso' } },
});
export const replyRoute = route.post('/{id}/replies', 'Reply to a ticket (either side)', {
  body: replySchema,
  bodyExample: { mensaje: 'Ya está solucionado, ¿puedes probar de nuevo?' },
  response: detail,
  responseExample: { ticket: { ...example, replies: [] } },
  status: 201,
});
