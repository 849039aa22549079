import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';

/**
 * Refetches the screen's queries and says so: 'Error al recargar los datos' (SPEC §8) when one of
 * them fails. It alone watches whether anything is fetching, so each query that starts or settles
 * re-renders this button, not the whole dashboard.
 */
export function RefreshButton() {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const fetching = useIsFetching() > 0;

  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ type: 'active' }, { throwOnError: true });
    } catch (error) {
      const failure = describeError(error, undefined, t, { userAction: true, failure: 'reload' });
      if (failure) notify.error(failure.title, { description: failure.description });
      return;
    }
    notify.success(t('refreshed'));
  };

  return (
    <Button variant="outline" onClick={() => void refresh()} loading={fetching}>
      {!fetching && <RefreshCw aria-hidden="true" />}
      {t('refresh')}
    </Button>
  );
}
