import { queryOptions } from '@tanstack/react-query';
import type { CodeEvidenceApi } from '@/server/app';
import type { EvidenceLink } from '@/shared/schemas/code-evidence';
import { rpcClient, unwrap, withSignal } from '../api-client';
import type { AppMeta } from '../query-client';

const codeClient = rpcClient<CodeEvidenceApi>('/api');

/** The key of a project's code evidence: under 'projects', refreshed by its phases' changes. */
export const projectEvidenceKey = (projectId: string) => ['projects', 'evidence', projectId] as const;

/** GET /api/projects/{id}/evidence: the links of the project's phases. */
export async function listProjectEvidence(projectId: string, signal?: AbortSignal): Promise<EvidenceLink[]> {
  const { evidence } = await unwrap(
    codeClient.projects[':id'].evidence.$get({ param: { id: projectId } }, withSignal(signal)),
  );
  return evidence;
}

/**
 * One cached copy for the project page's evidence and the sign-off dialog's picker; `meta` names
 * the screen's operation.
 */
export const projectEvidenceQueryOptions = (projectId: string, meta?: AppMeta) =>
  queryOptions({
    queryKey: projectEvidenceKey(projectId),
    queryFn: ({ signal }) => listProjectEvidence(projectId, signal),
    meta,
  });
