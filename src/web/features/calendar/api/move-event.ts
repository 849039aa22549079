import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import { googleKeys } from './google';
import { calendarKeys } from './query-keys';
import { updateEvent } from './save-event';

interface Move {
  event: CalendarEvent;
  start_at: string;
  end_at: string;
}

/**
 * A drag to another day or slot: every cached window shows the new time at once; a refusal puts
 * the cached windows back as they were (the caller says why in a toast).
 */
export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, start_at, end_at }: Move) =>
      updateEvent({ id: event.id, input: { start_at, end_at } }),
    meta: { silent: true },
    onMutate: async ({ event, start_at, end_at }) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.events() });
      const before = queryClient.getQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.events() });
      queryClient.setQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.events() }, (events) =>
        events?.map((e) => (e.id === event.id ? { ...e, start_at, end_at } : e)),
      );
      return { before };
    },
    // The Google agenda shows the copy's new time too.
    onSuccess: (saved) => {
      if (saved.google_sync !== 'none') void queryClient.invalidateQueries({ queryKey: googleKeys.events() });
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
}
