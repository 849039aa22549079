import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantMemoryApi } from '@/server/app';
import type { CreateKnowledgeEntryInput, UpdateKnowledgeEntryInput } from '@/shared/schemas/assistant-memory';
import { rpcClient, unwrap, unwrapEmpty, withSignal } from '@/web/lib/api-client';
import { useProjectList } from '@/web/lib/api/list-projects';
import { operation } from './client';
import { assistantKeys } from './query-keys';

const memoryApi = rpcClient<AssistantMemoryApi>('/api').assistant;

/** GET /api/assistant/memories and /profile: what the assistant remembers of the caller. */
export function useMemories() {
  return useQuery({
    queryKey: assistantKeys.memories(),
    queryFn: ({ signal }) => unwrap(memoryApi.memories.$get({}, withSignal(signal))),
    // Every answer changes what is remembered: read anew each time 'Memoria' opens.
    staleTime: 0,
    meta: { operation: operation('loadMemory') },
  });
}

export function useProfile() {
  return useQuery({
    queryKey: assistantKeys.profile(),
    queryFn: ({ signal }) => unwrap(memoryApi.profile.$get({}, withSignal(signal))),
    staleTime: 0,
    meta: { operation: operation('loadMemory') },
  });
}

/** GET /api/assistant/knowledge: every entry the caller reads, or a search (2 characters at least). */
export function useKnowledge(q: string) {
  return useQuery({
    queryKey: assistantKeys.knowledge(q),
    queryFn: ({ signal }) => unwrap(memoryApi.knowledge.$get({ query: q ? { q } : {} }, withSignal(signal))),
    meta: { operation: operation('loadMemory') },
  });
}

/** The caller's projects for the knowledge entry's project picker (at most 100). */
export function useMyProjects(enabled: boolean) {
  return useProjectList(
    { limit: 100, sort: 'name', order: 'asc' },
    { enabled, meta: { operation: operation('loadMemory') } },
  );
}

function useInvalidate(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** DELETE one memory (an id) or every one (null). */
export function useForgetMemories() {
  const refresh = useInvalidate(assistantKeys.memories());
  return useMutation({
    mutationFn: (id: string | null) =>
      unwrapEmpty(id ? memoryApi.memories[':id'].$delete({ param: { id } }) : memoryApi.memories.$delete()),
    meta: { operation: operation('forget') },
    onSuccess: refresh,
  });
}

export function useResetProfile() {
  const refresh = useInvalidate(assistantKeys.profile());
  return useMutation({
    mutationFn: () => unwrapEmpty(memoryApi.profile.$delete()),
    meta: { operation: operation('forget') },
    onSuccess: refresh,
  });
}

/** POST a new entry, or PATCH one (with its id). */
export function useSaveKnowledge() {
  const refresh = useInvalidate([...assistantKeys.all, 'knowledge']);
  return useMutation({
    mutationFn: async (input: { id: string | null; values: CreateKnowledgeEntryInput }) => {
      const { id, values } = input;
      if (!id) return (await unwrap(memoryApi.knowledge.$post({ json: values }))).entry;
      const { project_id: _project, ...changes } = values;
      const json: UpdateKnowledgeEntryInput = changes;
      return (await unwrap(memoryApi.knowledge[':id'].$patch({ param: { id }, json }))).entry;
    },
    onSuccess: refresh,
  });
}

export function useDeleteKnowledge() {
  const refresh = useInvalidate([...assistantKeys.all, 'knowledge']);
  return useMutation({
    mutationFn: (id: string) => unwrapEmpty(memoryApi.knowledge[':id'].$delete({ param: { id } })),
    meta: { operation: operation('removeKnowledge') },
    onSuccess: refresh,
  });
}
