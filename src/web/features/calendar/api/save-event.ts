import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CalendarEvent, createEventSchema, updateEventSchema } from '@/shared/schemas/calendar';
import { unwrap } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { calendarKeys } from './query-keys';

export type CreateEventValues = z.output<typeof createEventSchema>;
export type UpdateEventValues = z.output<typeof updateEventSchema>;

/** POST /api/calendar/events: the viewer organises it; each attendee is invited by e-mail. */
export async function createEvent(input: CreateEventValues): Promise<CalendarEvent> {
  const { event } = await unwrap(calendarApi.events.$post({ json: input }));
  return event;
}

/** PATCH /api/calendar/events/{id} (its organiser or an admin): edit or move. */
export async function updateEvent({ id, input }: { id: string; input: UpdateEventValues }) {
  const { event } = await unwrap(calendarApi.events[':id'].$patch({ param: { id }, json: input }));
  return event;
}

/** The dialog shows the server's errors on its fields and in its alert: no toast from the cache. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}
