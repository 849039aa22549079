import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteCare, UpdateSiteCareInput } from '@/shared/schemas/site-care';
import { unwrap } from '@/web/lib/api-client';
import { siteCareClient, storeCare } from './client';

export interface UpdateSiteCareVariables {
  projectId: string;
  input: UpdateSiteCareInput;
}

/** PUT /api/projects/{id}/site-care (admins): the site address watched and the plan's monthly hours. */
export async function updateSiteCare({ projectId, input }: UpdateSiteCareVariables): Promise<SiteCare> {
  const body = await unwrap(
    siteCareClient.projects[':id']['site-care'].$put({ param: { id: projectId }, json: input }),
  );
  return body.care;
}

export function useUpdateSiteCare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteCare,
    // The dialog shows the error on its fields or as its general message: no toast.
    meta: { silent: true },
    onSuccess: (care) => storeCare(queryClient, care, undefined),
  });
}
