import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import { useMe } from '@/web/lib/api/get-me';
import { AppearanceProvider } from '@/web/lib/appearance';
import { createQueryClient, SESSION_QUERY_KEY } from '@/web/lib/query-client';
import { takeServerQueries, takeServerSession } from '@/web/lib/server-session';
import { onFirstToast } from '@/web/lib/toast';
import { installGlobalErrorHandlers } from './errors/global-error-handlers';
import { PreferencesSync } from './providers/preferences-sync';

/**
 * The toast layers mount with the first toast (the toast library is not part of a first visit);
 * if they cannot be fetched the toast is lost, not the app. Loaded by hand rather than through
 * `lazy()`: nothing waits on them, so there is nothing to suspend.
 */
function ToastersOnDemand() {
  const [Toasters, setToasters] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      onFirstToast(() => {
        import('./providers/toasters').then(
          (module) => setToasters(() => module.Toasters),
          () => undefined,
        );
      }),
    [],
  );
  return Toasters ? <Toasters /> : null;
}

/** Theme/language choices are saved for the signed-in user; anonymous ones stay local. */
function SessionAwareAppearance({ children }: { children: ReactNode }) {
  const { data: user } = useMe();
  const save = useSavePreference();
  const { mutate } = save;
  const persist = useCallback(
    (input: PreferenceInput) => {
      // Signed in only: the saved-preferences chunk (PreferencesSync) already brought this module.
      void import('./session/unsynced-preferences').then(({ unsyncedPreferences }) => {
        unsyncedPreferences.mark(input);
        mutate(input, { onSuccess: () => unsyncedPreferences.settle(input) });
      });
    },
    [mutate],
  );
  return (
    <AppearanceProvider persist={user ? persist : undefined}>
      <PreferencesSync user={user}>{children}</PreferencesSync>
      <ToastersOnDemand />
    </AppearanceProvider>
  );
}

/**
 * The app's cache, starting with the session and the data a server-rendered screen brought
 * (decisions 0041, 0043).
 */
function startQueryClient() {
  const client = createQueryClient();
  const profile = takeServerSession();
  if (profile) {
    client.setQueryData(SESSION_QUERY_KEY, profile);
    takeServerQueries(client);
  }
  return client;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(startQueryClient);
  useEffect(() => installGlobalErrorHandlers(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionAwareAppearance>{children}</SessionAwareAppearance>
    </QueryClientProvider>
  );
}
