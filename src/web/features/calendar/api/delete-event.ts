import { useMutation } from '@tanstack/react-query';
import type { GoogleSync } from '@/shared/schemas/calendar';
import { unwrap } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { useRefreshAfterChange } from './save-event';

/**
 * DELETE /api/calendar/events/{id} (its organiser or an admin): attendees get a cancellation; what
 * became of its Google copy (decision 0040).
 */
export async function deleteEvent(id: string): Promise<GoogleSync> {
  return (await unwrap(calendarApi.events[':id'].$delete({ param: { id } }))).google_sync;
}

export function useDeleteEvent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: deleteEvent,
    meta: { silent: true },
    onSuccess: (googleSync) => refresh(googleSync !== 'none'),
  });
}
