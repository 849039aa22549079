import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { calendarKeys } from './query-keys';

/** DELETE /api/calendar/events/{id} (its organiser or an admin): attendees get a cancellation. */
export function deleteEvent(id: string): Promise<void> {
  return unwrapEmpty(calendarApi.events[':id'].$delete({ param: { id } }));
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}
