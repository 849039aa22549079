import type { z } from 'zod';
import type { ticketPrioritySchema, ticketStateSchema } from '@/shared/schemas/tickets';

export type TicketState = z.infer<typeof ticketStateSchema>;
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

/** The list's filters and page (GET /api/tickets). */
export interface TicketFilters {
  estado?: TicketState | undefined;
  prioridad?: TicketPriority | undefined;
  assigned_to?: string | undefined;
  search?: string | undefined;
  page: number;
}

export const TICKET_PAGE_SIZE = 20;

/** The query GET /api/tickets takes: text values, empty criteria left out. */
export function toListQuery(filters: TicketFilters, limit = TICKET_PAGE_SIZE) {
  const search = filters.search?.trim();
  return {
    estado: filters.estado,
    prioridad: filters.prioridad,
    assigned_to: filters.assigned_to || undefined,
    search: search ? search : undefined,
    page: String(Math.max(1, Math.trunc(filters.page))),
    limit: String(limit),
  };
}

/** Whether any criterion (not the page) narrows the list. */
export function hasCriteria(filters: TicketFilters): boolean {
  return !!(filters.estado || filters.prioridad || filters.assigned_to || filters.search?.trim());
}

/** '1–20 de 237': the first and last position shown on `page`. */
export function pageRange(
  page: number,
  limit: number,
  shown: number,
  total: number,
): { from: number; to: number } {
  if (total === 0 || shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(from + shown - 1, total) };
}

type BadgeVariant = 'default' | 'secondary' | 'accent' | 'success' | 'warning' | 'destructive' | 'outline';

/** Status colours only for status (UI.md): open amber, in progress blue-ish, resolved green, closed neutral. */
export const STATE_BADGE: Record<TicketState, BadgeVariant> = {
  abierto: 'warning',
  en_progreso: 'accent',
  resuelto: 'success',
  cerrado: 'secondary',
};

export const PRIORITY_BADGE: Record<TicketPriority, BadgeVariant> = {
  baja: 'outline',
  media: 'secondary',
  alta: 'warning',
  urgente: 'destructive',
};

/** A client can keep writing until the ticket is closed. */
export function canReply(state: TicketState): boolean {
  return state !== 'cerrado';
}
