import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { membersApi, projectsApi, usersApi } from './client';
import { calendarKeys } from './query-keys';

/** Someone the attendee field suggests. */
export interface Invitee {
  email: string;
  name: string;
}

const LIMIT = '100';

/**
 * Who the attendee field suggests, by the server's rule: an admin invites any portal user
 * (GET /api/users); a client, the people they share a project with (the members of each of their
 * projects). Any other address can be typed: the server invites it as an outside guest.
 */
export async function listInvitees(admin: boolean, selfEmail: string, signal?: AbortSignal) {
  const init = { init: { signal: signal ?? null } };
  let people: Invitee[];
  if (admin) {
    const { users } = await unwrap(usersApi.index.$get({ query: { status: 'active', limit: LIMIT } }, init));
    people = users.map((u) => ({ email: u.email, name: u.full_name }));
  } else {
    const { projects } = await unwrap(projectsApi.index.$get({ query: { limit: LIMIT } }, init));
    const lists = await Promise.all(
      projects.map((p) => unwrap(membersApi.projects[':id'].members.$get({ param: { id: p.id } }, init))),
    );
    people = lists.flatMap((l) => l.members.map((m) => ({ email: m.email, name: m.full_name })));
  }
  const byEmail = new Map(people.map((p) => [p.email.toLowerCase(), p]));
  byEmail.delete(selfEmail.toLowerCase());
  return [...byEmail.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function useInvitees(admin: boolean, selfEmail: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.invitees(admin),
    queryFn: ({ signal }) => listInvitees(admin, selfEmail, signal),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
  });
}
