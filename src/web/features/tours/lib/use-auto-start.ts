import { useEffect } from 'react';
import type { Role } from '@/shared/schemas/profile';
import type { TutorialProgressList } from '@/shared/schemas/tutorials';
import { autoStartTour, type TourId } from '@/shared/tours';
import { sessionStore } from '@/web/lib/storage';
import { onQuietMoment } from './quiet-moment';

/** docs/product.md#limits: the welcome tour starts 2 s after signing in. */
export const AUTO_START_DELAY_MS = 2000;
/** Session storage: set once the welcome tour was considered in this session (docs/product.md#limits). */
export const TOUR_SESSION_KEY = 'websy_tour_session_started';

/**
 * Auto-start (docs/product.md#lifecycles): after signing in, once per session and only if not completed, the role's
 * welcome tour (admin: welcome-tour; client: client-welcome-tour) starts after 2 s, and only once
 * the screen is quiet: never while a press is under way or a menu, popover or dialog is open.
 */
export function useAutoStart(
  role: Role,
  progress: TutorialProgressList | undefined,
  start: (tourId: TourId) => void,
): void {
  const loaded = progress !== undefined;
  useEffect(() => {
    if (!progress || sessionStore.get(TOUR_SESSION_KEY)) return undefined;
    const tourId = autoStartTour[role];
    if (progress.progress.some((p) => p.tour_id === tourId && p.completed_at !== null)) {
      sessionStore.set(TOUR_SESSION_KEY, 'true');
      return undefined;
    }
    return onQuietMoment(AUTO_START_DELAY_MS, () => {
      sessionStore.set(TOUR_SESSION_KEY, 'true');
      start(tourId);
    });
    // Decided once, when the progress first arrives.
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps
}
