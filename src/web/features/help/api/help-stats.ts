import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/web/lib/api-client';
import { helpApi, helpKeys, operation } from './client';

/** GET /api/help/stats (admins): the most viewed and the least helpful articles. */
export function useHelpStats() {
  return useQuery({
    queryKey: helpKeys.stats(),
    queryFn: ({ signal }) => unwrap(helpApi.help.stats.$get({}, { init: { signal } })),
    meta: { operation: operation('stats') },
  });
}
