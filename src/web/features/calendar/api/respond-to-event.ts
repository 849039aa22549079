import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { eventResponseSchema } from '@/shared/schemas/calendar';
import { unwrap } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { calendarKeys } from './query-keys';

export type EventResponse = z.output<typeof eventResponseSchema>['response'];

/** PATCH /api/calendar/events/{id}/response: an attendee accepts or declines, for themselves. */
export async function respondToEvent({ id, response }: { id: string; response: EventResponse }) {
  const { event } = await unwrap(
    calendarApi.events[':id'].response.$patch({ param: { id }, json: { response } }),
  );
  return event;
}

export function useRespondToEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToEvent,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}
