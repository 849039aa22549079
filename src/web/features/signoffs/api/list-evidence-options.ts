import { useQuery } from '@tanstack/react-query';
import type { CodeEvidenceApi, FilesApi } from '@/server/app';
import type { EvidenceLink } from '@/shared/schemas/code-evidence';
import type { FileList } from '@/shared/schemas/files';
import { rpcClient, unwrap, withSignal } from '@/web/lib/api-client';
import { PROJECT_FILES_QUERY_KEY } from '@/web/lib/upload-request';
import { operation } from './client';

/*
 * What the submission dialog offers as evidence: the project's files and the phase's code evidence,
 * read from their own modules' endpoints under this dialog's keys (a feature does not import
 * another), each under the prefix its table's realtime changes refresh.
 */
const filesClient = rpcClient<FilesApi>('/api');
const codeClient = rpcClient<CodeEvidenceApi>('/api');

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

/** GET /api/projects/{id}/evidence: the code evidence linked to the project's phases. */
export async function listEvidenceOptions(projectId: string, signal?: AbortSignal): Promise<EvidenceLink[]> {
  const { evidence } = await unwrap(
    codeClient.projects[':id'].evidence.$get({ param: { id: projectId } }, withSignal(signal)),
  );
  return evidence;
}

/** The code evidence of one phase. */
export function usePhaseEvidenceOptions(projectId: string, phaseId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'signoff-evidence', projectId],
    queryFn: ({ signal }) => listEvidenceOptions(projectId, signal),
    select: (evidence) => evidence.filter((link) => link.phase_id === phaseId),
    enabled,
    meta: { silent: true, operation: operation('loadEvidence') },
  });
}
