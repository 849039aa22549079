import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';

/**
 * Refetches the screen's queries and says so: 'Error al recargar los datos' (docs/product.md#error-messages) when one of
 * them fails. Busy while the refresh it started runs, and only then: a query that another part of
 * the page fetches on its own (the bell, a live update) is not this button's work, and the screen
 * hydrates as the server drew it whatever the shell fetches meanwhile.
 */
export function RefreshButton() {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ type: 'active' }, { throwOnError: true });
    } catch (error) {
      const failure = describeError(error, undefined, t, { userAction: true, failure: 'reload' });
      if (failure) notify.error(failure.title, { description: failure.description });
      return;
    } finally {
      setRefreshing(false);
    }
    notify.success(t('refreshed'));
  };

  return (
    <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
      {!refreshing && <RefreshCw aria-hidden="true" />}
      {t('refresh')}
    </Button>
  );
}
