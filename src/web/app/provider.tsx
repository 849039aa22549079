import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import { useMe } from '@/web/lib/api/get-me';
import { AppearanceProvider } from '@/web/lib/appearance';
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

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => installGlobalErrorHandlers(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionAwareAppearance>{children}</SessionAwareAppearance>
    </QueryClientProvider>
  );
}
