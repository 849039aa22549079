import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { PreferenceInput } from '@/shared/schemas/preferences';
import { useSavePreference } from '@/web/features/preferences/api/save-preference';
import { useMe } from '@/web/lib/api/get-me';
import { AppearanceProvider } from '@/web/lib/appearance';
import { createQueryClient } from '@/web/lib/query-client';
import { installGlobalErrorHandlers } from './errors/global-error-handlers';
import { PreferencesSync } from './providers/preferences-sync';
import { unsyncedPreferences } from './session/unsynced-preferences';
import { Toasters } from './providers/toasters';

/** Theme/language choices are saved for the signed-in user; anonymous ones stay local. */
function SessionAwareAppearance({ children }: { children: ReactNode }) {
  const { data: user } = useMe();
  const save = useSavePreference();
  const { mutate } = save;
  const persist = useCallback(
    (input: PreferenceInput) => {
      unsyncedPreferences.mark(input);
      mutate(input, { onSuccess: () => unsyncedPreferences.settle(input) });
    },
    [mutate],
  );
  return (
    <AppearanceProvider persist={user ? persist : undefined}>
      <PreferencesSync user={user}>{children}</PreferencesSync>
      <Toasters />
    </AppearanceProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installGlobalErrorHandlers(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionAwareAppearance>{children}</SessionAwareAppearance>
    </QueryClientProvider>
  );
}
