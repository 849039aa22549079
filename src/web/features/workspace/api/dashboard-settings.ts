import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_PREFERENCES,
  dashboardPreferenceValues,
  defaultDashboardSettings,
  parseDashboardSettings,
  type DashboardSettings,
} from '@/shared/schemas/dashboard';
import { api, unwrap } from '@/web/lib/api-client';
import { backendToast } from '@/web/lib/toast';
import { sameSettings } from '../lib/dashboard-order';
import { operation } from './client';
import { workspaceKeys } from './query-keys';

/** Changes are saved this long after the last one, so a burst of moves is one request. */
export const SAVE_DELAY_MS = 400;

/**
 * GET /api/preferences (dashboard_widgets/widgets and dashboard_layouts/layouts), parsed: a
 * missing or invalid value (a legacy local-storage migration) gives the default.
 */
export async function getDashboardSettings(signal?: AbortSignal): Promise<DashboardSettings> {
  const { widgets, layouts } = DASHBOARD_PREFERENCES;
  // One request for both: the user's preferences are a handful of rows.
  const { items } = await unwrap(
    api.api.preferences.$get({ query: {} }, { init: { signal: signal ?? null } }),
  );
  const stored = (p: { type: string; key: string }) =>
    items.find((item) => item.preference_type === p.type && item.preference_key === p.key)?.preference_value;
  return parseDashboardSettings(stored(widgets), stored(layouts));
}

/** POST /api/preferences/import (no replace): both values in one transaction. */
export async function saveDashboardSettings(settings: DashboardSettings): Promise<void> {
  const values = dashboardPreferenceValues(settings);
  const { widgets, layouts } = DASHBOARD_PREFERENCES;
  await unwrap(
    api.api.preferences.import.$post({
      json: {
        replace: false,
        items: [
          { preference_type: widgets.type, preference_key: widgets.key, preference_value: values.widgets },
          { preference_type: layouts.type, preference_key: layouts.key, preference_value: values.layouts },
        ],
      },
    }),
  );
}

export const dashboardSettingsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.dashboardSettings,
    queryFn: ({ signal }) => getDashboardSettings(signal),
    // The page shows its own error with a retry.
    meta: { operation: operation('loadDashboard'), silent: true },
  });

interface PendingSave {
  settings: DashboardSettings;
  reset: boolean;
}

/**
 * The user's dashboard settings and the ways to change them. Each change shows at once (written
 * into the query cache) and is saved shortly after the last one, with a toast; leaving the page
 * saves what is still waiting. A failed save is reported and the stored settings are reloaded.
 */
export function useDashboardSettings() {
  const { t } = useTranslation('workspace');
  const queryClient = useQueryClient();
  const query = useQuery(dashboardSettingsQueryOptions());
  const { mutate, isPending: saving } = useMutation({
    mutationFn: ({ settings }: PendingSave) => saveDashboardSettings(settings),
    // One save at a time, in order: the last change always wins.
    scope: { id: 'dashboard-settings' },
    meta: { operation: operation('saveDashboard') },
    // Every save says so in one toast, updated in place: saves in a row (a switch, then a
    // reorder) no longer replace it with a copy that fades in over the one fading out.
    onSuccess: (_data, { reset }) =>
      backendToast.success(t(reset ? 'custom.toast.reset' : 'custom.toast.saved'), { id: 'dashboard-saved' }),
    onError: () => void queryClient.invalidateQueries({ queryKey: workspaceKeys.dashboardSettings }),
  });

  const pending = useRef<PendingSave | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const save = pending.current;
    pending.current = null;
    if (save) mutate(save);
  }, [mutate]);

  const change = useCallback(
    (update: (current: DashboardSettings) => DashboardSettings, reset = false) => {
      const current = queryClient.getQueryData<DashboardSettings>(workspaceKeys.dashboardSettings);
      if (!current) return;
      const next = update(current);
      if (sameSettings(next, current) && !reset) return;
      queryClient.setQueryData(workspaceKeys.dashboardSettings, next);
      pending.current = { settings: next, reset };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [queryClient, flush],
  );

  // Leaving the page (or the app) saves the change still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const reset = useCallback(() => change(() => defaultDashboardSettings(), true), [change]);

  return { query, change, reset, saving };
}
