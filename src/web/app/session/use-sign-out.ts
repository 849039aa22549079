import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@/web/features/auth/api/sign-out';
import { deletePreference } from '@/web/features/preferences/api/delete-preference';
import { paths } from '@/shared/paths';
import { showErrorToast } from '@/web/lib/error-toast';
import { SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { useRealtimeShutdown } from '@/web/lib/realtime-provider';
import { signOutIntent } from './sign-out-intent';
import { unsyncedPreferences } from './unsynced-preferences';

/**
 * 'Cerrar Sesión': forgets the welcome flag (docs/product.md#lifecycles), ends the session, empties the service
 * worker's caches, clears every cached query and goes to /login.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const shutdownRealtime = useRealtimeShutdown();

  const run = useCallback(async () => {
    setPending(true);
    signOutIntent.start();
    try {
      await deletePreference({ type: 'welcome_back', key: 'welcome_back' }).catch((error: unknown) => {
        console.warn('[websy] could not clear the welcome flag', error);
      });
      shutdownRealtime();
      await signOut();
      unsyncedPreferences.clear();
      await import('@/web/features/pwa/service-worker-client').then((module) => module.clearCacheOnSignOut());
      // Leave the guarded layout first (the login page knows we are signing out), then forget
      // the session; meanwhile the guard shows nothing instead of adding ?redirect=.
      await navigate(paths.auth.login.getHref(), { replace: true, state: { signedOut: true } });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== SESSION_QUERY_KEY[0] && query.queryKey[0] !== 'public-config',
      });
    } catch (error) {
      signOutIntent.clear();
      showErrorToast(error, 'signOut', { userAction: true, failure: 'signOut' });
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient, shutdownRealtime]);

  return { signOut: run, pending };
}
