import { useQuery } from '@tanstack/react-query';
import type { FilesApi } from '@/server/app';
import type { FileList } from '@/shared/schemas/files';
import { rpcClient, unwrap, withSignal } from '@/web/lib/api-client';
import { projectEvidenceQueryOptions } from '@/web/lib/api/project-evidence';
import { PROJECT_FILES_QUERY_KEY } from '@/web/lib/upload-request';
import { operation } from './client';

/*
 * What the submission dialog offers as evidence: the project's files and the phase's code evidence,
 * the files read under this dialog's key (the files screen pages by 20), the evidence from the
 * project page's shared query (lib/api/project-evidence.ts).
 */
const filesClient = rpcClient<FilesApi>('/api');

/** How many of the project's newest files the picker lists (the endpoint's largest page). */
export const FILE_OPTIONS_LIMIT = 100;

/** GET /api/projects/{id}/files: the newest files of the project, one page of 100. */
export function listFileOptions(projectId: string, signal?: AbortSignal): Promise<FileList> {
  return unwrap(
    filesClient.projects[':id'].files.$get(
      { param: { id: projectId }, query: { page: '1', limit: String(FILE_OPTIONS_LIMIT) } },
      withSignal(signal),
    ),
  );
}

export function useFileOptions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PROJECT_FILES_QUERY_KEY, 'signoff-options', projectId],
    queryFn: ({ signal }) => listFileOptions(projectId, signal),
    enabled,
    meta: { silent: true, operation: operation('loadFiles') },
  });
}

/** The code evidence of one phase: the project page's cached copy, when it has one. */
export function usePhaseEvidenceOptions(projectId: string, phaseId: string, enabled: boolean) {
  return useQuery({
    ...projectEvidenceQueryOptions(projectId, { silent: true, operation: operation('loadEvidence') }),
    select: (evidence) => evidence.filter((link) => link.phase_id === phaseId),
    enabled,
  });
}
