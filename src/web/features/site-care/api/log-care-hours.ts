import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareHoursEntry, LogCareHoursInput } from '@/shared/schemas/site-care';
import { unwrap } from '@/web/lib/api-client';
import { invalidateCare, siteCareClient } from './client';

export interface LogCareHoursVariables {
  projectId: string;
  input: LogCareHoursInput;
}

/** POST /api/projects/{id}/care-hours (admins): hours spent on the site, against the monthly plan. */
export async function logCareHours({ projectId, input }: LogCareHoursVariables): Promise<CareHoursEntry> {
  const body = await unwrap(
    siteCareClient.projects[':id']['care-hours'].$post({ param: { id: projectId }, json: input }),
  );
  return body.entry;
}

export function useLogCareHours(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logCareHours,
    // The dialog shows the error on its fields or as its general message: no toast.
    meta: { silent: true },
    onSettled: () => invalidateCare(queryClient, projectId),
  });
}
