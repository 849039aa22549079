import { z } from 'zod';
import { createTicketSchema, ticketPrioritySchema } from '@/shared/schemas/tickets';
import { pipeInto } from '@/web/lib/form-values';
import type { CreateTicketInput } from '../api/create-ticket';

/** The open-a-ticket form: the server's rules, with the e-mail always shown (prefilled). */
export const ticketFormSchema = createTicketSchema.extend({
  email: z.union([z.literal(''), z.email('validation:emailInvalid')]),
  prioridad: ticketPrioritySchema,
});
export type TicketFormValues = z.infer<typeof ticketFormSchema>;

export const ticketFormDefaults = (email = ''): TicketFormValues => ({
  asunto: '',
  mensaje: '',
  email,
  prioridad: 'media',
});

/** The POST body: a blank e-mail falls back to the account's on the server. */
export function toCreatePayload(values: TicketFormValues): CreateTicketInput {
  const email = values.email.trim();
  return {
    asunto: values.asunto.trim(),
    mensaje: values.mensaje.trim(),
    prioridad: values.prioridad,
    ...(email ? { email } : {}),
  };
}

/** The form's schema: what is typed, then the body POST /api/tickets accepts. */
export const createTicketForm = pipeInto(ticketFormSchema.transform(toCreatePayload), createTicketSchema);

/** The form's fields, in the order they are shown (server errors are placed on these). */
export const TICKET_FORM_FIELDS = ['asunto', 'mensaje', 'email', 'prioridad'] as const;
