import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { useTouchGestures } from '@/web/features/gestures/use-touch-gestures';
import { usePreferences } from '@/web/features/preferences/api/get-preferences';

/** The Navigation API where the browser has it (it knows whether there is a page ahead). */
type NavigationHistory = { canGoForward: boolean };
const navigationApi = (): NavigationHistory | undefined =>
  (window as Window & { navigation?: NavigationHistory }).navigation;

/** React Router's position in this tab's history: 0 is the first page the app showed. */
const historyIndex = (): number => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
};

/**
 * The signed-in shell's touch gestures (docs/product.md#screens-and-navigation), loaded on touch screens only: double tap → the
 * home page; swipe left → back and swipe right → forward, within the app's own history. Off when
 * the user turned 'Gestos táctiles' off (performance preference `gestures`). Renders nothing.
 */
export function AppGestures() {
  const navigate = useNavigate();
  const { data: preferences } = usePreferences();
  const saved = preferences?.find(
    (p) => p.preference_type === 'performance' && p.preference_key === 'gestures',
  );
  const handlers = useMemo(
    () => ({
      'double-tap': () => void navigate(paths.home.getHref()),
      'swipe-left': () => {
        if (historyIndex() > 0) void navigate(-1);
      },
      'swipe-right': () => {
        if (navigationApi()?.canGoForward ?? true) void navigate(1);
      },
    }),
    [navigate],
  );
  // Any JSON value may be stored: only an explicit `false` turns gestures off.
  const value: unknown = saved?.preference_value;
  useTouchGestures(value !== false, handlers);
  return null;
}
