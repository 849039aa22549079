import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleCalendarApi } from '@/server/app';
import type { GoogleEventInput } from '@/shared/schemas/google-calendar';
import { rpcClient, unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { i18n } from '@/web/lib/i18n';
import { calendarKeys } from './query-keys';

const googleApi = rpcClient<GoogleCalendarApi>('/api').calendar.google;

export const googleKeys = {
  status: () => [...calendarKeys.all, 'google', 'status'] as const,
  events: () => [...calendarKeys.all, 'google', 'events'] as const,
};

/** GET /api/calendar/google: whether it can be connected here, and whether the viewer has. */
export function useGoogleStatus() {
  return useQuery({
    queryKey: googleKeys.status(),
    queryFn: async ({ signal }) => unwrap(googleApi.$get({}, { init: { signal } })),
    meta: { silent: true },
  });
}

/**
 * GET /api/calendar/google/events: the next 30 days of the viewer's primary Google calendar; asked
 * only while `enabled` (connected: otherwise it is a 404).
 */
export function useGoogleEvents(enabled = true) {
  return useQuery({
    enabled,
    queryKey: googleKeys.events(),
    queryFn: async ({ signal }) => (await unwrap(googleApi.events.$get({}, { init: { signal } }))).events,
    meta: { silent: true },
  });
}

function useRefreshGoogle() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [...calendarKeys.all, 'google'] });
}

/** DELETE /api/calendar/google: the link and its tokens are deleted ('Sesión cerrada'). */
export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrapEmpty(googleApi.$delete()),
    meta: { operation: i18n.t('calendarPage:google.disconnect') },
    // Not connected any more: the agenda unmounts at once and is never asked for again (a 404).
    onSuccess: () => {
      queryClient.setQueryData(googleKeys.status(), { configured: true, connected: false });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: googleKeys.status() }),
  });
}

/** POST /api/calendar/google/events ('Error creando evento' when Google refuses). */
export function useCreateGoogleEvent() {
  const refresh = useRefreshGoogle();
  return useMutation({
    mutationFn: async (json: GoogleEventInput) => (await unwrap(googleApi.events.$post({ json }))).event,
    meta: { operation: i18n.t('calendar:errors.createFailed') },
    onSettled: refresh,
  });
}

/** PUT /api/calendar/google/events/{eventId} ('Error actualizando evento' when Google refuses). */
export function useUpdateGoogleEvent() {
  const refresh = useRefreshGoogle();
  return useMutation({
    mutationFn: async ({ eventId, json }: { eventId: string; json: GoogleEventInput }) =>
      (await unwrap(googleApi.events[':eventId'].$put({ param: { eventId }, json }))).event,
    // The dialog shows the server's words on its fields and in its alert.
    meta: { silent: true },
    onSettled: refresh,
  });
}

/** DELETE /api/calendar/google/events/{eventId} ('Error eliminando evento' when Google refuses). */
export function useDeleteGoogleEvent() {
  const refresh = useRefreshGoogle();
  return useMutation({
    mutationFn: (eventId: string) =>
      unwrapEmpty(googleApi.events[':eventId'].$delete({ param: { eventId } })),
    meta: { operation: i18n.t('calendar:errors.deleteFailed') },
    onSettled: refresh,
  });
}
