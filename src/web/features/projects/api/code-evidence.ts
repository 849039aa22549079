import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodeEvidenceApi } from '@/server/app';
import type { LinkEvidenceInput, ProjectCode } from '@/shared/schemas/code-evidence';
import { rpcClient, unwrap, unwrapEmpty, withSignal } from '@/web/lib/api-client';
import { projectEvidenceKey, projectEvidenceQueryOptions } from '@/web/lib/api/project-evidence';
import { i18n } from '@/web/lib/i18n';
import { projectKeys } from './query-keys';

/** Typed client of the code-evidence module (mounted at /api). */
const codeClient = rpcClient<CodeEvidenceApi>('/api');

type CodeOperation = 'loadCode' | 'loadEvidence' | 'linkEvidence' | 'unlinkEvidence';
const codeOperation = (key: CodeOperation) => i18n.t(`projects:code.operations.${key}`);

const codeKeys = {
  code: (projectId: string) => [...projectKeys.all, 'code', projectId] as const,
  evidence: projectEvidenceKey,
};

/** GET /api/projects/{id}/code: commits, open pull requests and deployments (the card shows its own states). */
export async function getProjectCode(projectId: string, signal?: AbortSignal): Promise<ProjectCode> {
  const { code } = await unwrap(
    codeClient.projects[':id'].code.$get({ param: { id: projectId } }, withSignal(signal)),
  );
  return code;
}

export const projectCodeQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: codeKeys.code(projectId),
    queryFn: ({ signal }) => getProjectCode(projectId, signal),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

export function useProjectCode(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectCodeQueryOptions(projectId), enabled: options.enabled ?? true });
}

export function useProjectEvidence(projectId: string) {
  return useQuery(projectEvidenceQueryOptions(projectId, { operation: codeOperation('loadEvidence') }));
}

/** POST /api/phases/{id}/evidence (admin). */
export function useLinkEvidence(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phaseId, input }: { phaseId: string; input: LinkEvidenceInput }) => {
      const { evidence } = await unwrap(
        codeClient.phases[':id'].evidence.$post({ param: { id: phaseId }, json: input }),
      );
      return evidence;
    },
    meta: { operation: codeOperation('linkEvidence') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: codeKeys.evidence(projectId) }),
  });
}

/** DELETE /api/phase-evidence/{id} (admin). */
export function useUnlinkEvidence(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrapEmpty(codeClient['phase-evidence'][':id'].$delete({ param: { id } })),
    meta: { operation: codeOperation('unlinkEvidence') },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: codeKeys.evidence(projectId) }),
  });
}
