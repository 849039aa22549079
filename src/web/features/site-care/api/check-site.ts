import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteCare } from '@/shared/schemas/site-care';
import { unwrap } from '@/web/lib/api-client';
import { siteCareClient, storeCare } from './client';

/** POST /api/projects/{id}/site-care/check (admins): checks the site now and answers the care after it. */
export async function checkSite(projectId: string): Promise<SiteCare> {
  const body = await unwrap(
    siteCareClient.projects[':id']['site-care'].check.$post({ param: { id: projectId } }),
  );
  return body.care;
}

export function useCheckSite() {
  const { t } = useTranslation('siteCare');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSite,
    // A failure says what failed in a toast: 'Error en {{operation}}: …'.
    meta: { operation: t('operations.check') },
    onSuccess: (care) => storeCare(queryClient, care, undefined),
  });
}
