import { useQuery } from '@tanstack/react-query';
import { unwrap, withSignal } from '@/web/lib/api-client';
import { membersClient, presenceClient } from './client';
import { chatKeys } from './query-keys';

/** The project's members (owner first): the people tab and the mention picker. */
export function useChatMembers(projectId: string) {
  return useQuery({
    queryKey: chatKeys.members(projectId),
    queryFn: ({ signal }) =>
      unwrap(membersClient.projects[':id'].members.$get({ param: { id: projectId } }, withSignal(signal))),
    staleTime: 60_000,
  });
}

/** Who is online among the people the caller may see (members see each other's). */
export function usePresence() {
  return useQuery({
    queryKey: chatKeys.presence(),
    queryFn: ({ signal }) => unwrap(presenceClient.index.$get({}, withSignal(signal))),
    refetchInterval: 30_000,
    meta: { silent: true },
  });
}
