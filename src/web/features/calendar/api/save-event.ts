import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createEventSchema, EventChange, updateEventSchema } from '@/shared/schemas/calendar';
import { unwrap } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { googleKeys } from './google';
import { calendarKeys } from './query-keys';

export type CreateEventValues = z.output<typeof createEventSchema>;
export type UpdateEventValues = z.output<typeof updateEventSchema>;

/**
 * POST /api/calendar/events: the viewer organises it; each attendee is invited by e-mail. The event
 * and what became of its Google copy (`google_sync`, decision 0040).
 */
export async function createEvent(input: CreateEventValues): Promise<EventChange> {
  return unwrap(calendarApi.events.$post({ json: input }));
}

/** PATCH /api/calendar/events/{id} (its organiser or an admin): edit or move; its Google copy follows. */
export async function updateEvent({
  id,
  input,
}: {
  id: string;
  input: UpdateEventValues;
}): Promise<EventChange> {
  return unwrap(calendarApi.events[':id'].$patch({ param: { id }, json: input }));
}

/** After a change: the portal's events again, and the Google agenda when its copy was touched. */
export function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return (googleTouched: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
      googleTouched && queryClient.invalidateQueries({ queryKey: googleKeys.events() }),
    ]);
}

/** The dialog shows the server's errors on its fields and in its alert: no toast from the cache. */
export function useCreateEvent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: createEvent,
    meta: { silent: true },
    onSuccess: (saved) => refresh(saved.google_sync !== 'none'),
  });
}

export function useUpdateEvent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: updateEvent,
    meta: { silent: true },
    onSuccess: (saved) => refresh(saved.google_sync !== 'none'),
  });
}
