import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common';
import { expectedVersionSchema, recordVersionSchema } from './record-version';

export const ticketStateSchema = z.enum(['abierto', 'en_progreso', 'resuelto', 'cerrado']);
export const ticketPrioritySchema = z.enum(['baja', 'media', 'alta', 'urgente']);

export const createTicketSchema = z.object({
  asunto: z
    .string()
    .trim()
    .min(1, 'tickets:validation.subjectRequired')
    .max(200, 'tickets:validation.subjectTooLong'),
  mensaje: z
    .string()
    .trim()
    .min(1, 'tickets:validation.messageRequired')
    .max(10_000, 'tickets:validation.messageTooLong'),
  email: z.email('validation:emailInvalid').optional(),
  prioridad: ticketPrioritySchema.default('media'),
});
export const updateTicketSchema = z.object({
  estado: ticketStateSchema.optional(),
  prioridad: ticketPrioritySchema.optional(),
  assigned_to: z.uuid().nullable().optional(),
  /** The version the editor loaded; a stale one is refused with 409 VERSION_CONFLICT. */
  version: expectedVersionSchema,
});
export const replySchema = z.object({
  mensaje: z
    .string()
    .trim()
    .min(1, 'tickets:validation.messageRequired')
    .max(10_000, 'tickets:validation.messageTooLong'),
});
export const listTicketsQuerySchema = z.object({
  estado: ticketStateSchema.optional(),
  prioridad: ticketPrioritySchema.optional(),
  assigned_to: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  ...pageQuerySchema({ limit: 20, max: 100 }).shape,
});

const replyOut = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  author_name: z.string(),
  is_staff: z.boolean(),
  mensaje: z.string(),
  created_at: z.string(),
});
export const ticketSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  client_name: z.string(),
  assigned_to: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  asunto: z.string(),
  mensaje: z.string(),
  email: z.string(),
  estado: ticketStateSchema,
  prioridad: ticketPrioritySchema,
  reply_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  version: recordVersionSchema,
});
export const ticketDetailSchema = ticketSchema.extend({ replies: z.array(replyOut) });
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketListSchema = z.object({ tickets: z.array(ticketSchema), ...pageMetaSchema.shape });
