import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@/shared/schemas/calendar';
import { unwrap } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { calendarKeys } from './query-keys';

/** GET /api/calendar/events: the events the viewer organises or attends overlapping [from, to). */
export async function listEvents(from: string, to: string, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const { events } = await unwrap(
    calendarApi.events.$get({ query: { from, to } }, { init: { signal: signal ?? null } }),
  );
  return events;
}

export const eventsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: calendarKeys.window(from, to),
    queryFn: ({ signal }) => listEvents(from, to, signal),
    placeholderData: keepPreviousData,
    // The page shows its own error with a retry.
    meta: { silent: true },
  });

export function useEvents(window: { from: string; to: string }) {
  return useQuery(eventsQueryOptions(window.from, window.to));
}
