import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/shared/limits';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** ≥ 768 px: tablet and desktop show the fixed sidebar; below, it becomes a sheet. */
export function useIsDesktopNav(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
}
