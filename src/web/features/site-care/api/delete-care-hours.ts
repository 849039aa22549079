import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapEmpty } from '@/web/lib/api-client';
import { invalidateCare, siteCareClient } from './client';

/** DELETE /api/care-hours/{id} (admins): an entry logged by mistake. */
export async function deleteCareHours(entryId: string): Promise<void> {
  return unwrapEmpty(siteCareClient['care-hours'][':id'].$delete({ param: { id: entryId } }));
}

export function useDeleteCareHours(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCareHours,
    // The confirmation dialog shows the error: no toast.
    meta: { silent: true },
    onSettled: () => invalidateCare(queryClient, projectId),
  });
}
