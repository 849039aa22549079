import { useQuery } from '@tanstack/react-query';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { calendarApi } from './client';
import { calendarKeys } from './query-keys';

/** Someone the attendee field suggests. */
export interface Invitee {
  email: string;
  name: string;
}

/**
 * GET /api/calendar/invitees: who the attendee field suggests, as the server decides it (an
 * admin: any active portal user; a client: the people they share a project with), never the
 * viewer. Any other address can be typed: the server invites it as an outside guest.
 */
export async function listInvitees(signal?: AbortSignal): Promise<Invitee[]> {
  const { invitees } = await unwrap(calendarApi.invitees.$get({}, withSignal(signal)));
  return invitees.map((p) => ({ email: p.email, name: p.name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function useInvitees(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.invitees(),
    queryFn: ({ signal }) => listInvitees(signal),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
  });
}
