import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@/shared/schemas/profile';
import { canTakeTour, isTourId, type TourId } from '@/shared/tours';
import { useSaveTutorialProgress } from '@/web/lib/api/tutorial-progress';
import { TOUR_REQUEST_EVENT } from '@/web/lib/tour-requests';
import { flowOf, isAt } from './flows';
import { inactive, tourReducer, type TourEvent } from './machine';
import { playChime } from './sound';

/** docs/product.md#limits: a step on another route is shown 1,000 ms after moving there. */
export const NAVIGATION_DELAY_MS = 1000;

/**
 * The running tour: the state machine, its progress stored on the server at every step, the
 * move to a step's route (and the wait before showing it), the chimes, and the requests of other
 * screens (`requestTour`).
 */
export function useTour(role: Role) {
  const [state, dispatch] = useReducer(tourReducer, inactive);
  const save = useSaveTutorialProgress().mutate;
  const navigate = useNavigate();
  const location = useLocation();
  const [moving, setMoving] = useState(false);

  const start = useCallback(
    (tourId: TourId) => {
      if (!canTakeTour(role, tourId)) return;
      dispatch({ type: 'start', tourId, stepCount: flowOf(tourId).steps.length, at: Date.now() });
      playChime('start');
    },
    [role],
  );

  useEffect(() => {
    const onRequest = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (typeof id === 'string' && isTourId(id)) start(id);
    };
    window.addEventListener(TOUR_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(TOUR_REQUEST_EVENT, onRequest);
  }, [start]);

  // Stored on the server at every step, and at the end (completed, or skipped when exited).
  const tourId = state.status === 'inactive' ? null : state.tourId;
  const step = state.status === 'inactive' ? 0 : state.step;
  useEffect(() => {
    if (state.status === 'active')
      save({ tourId: state.tourId, status: 'started', current_step: state.step });
    if (state.status !== 'finished') return;
    save({ tourId: state.tourId, status: state.outcome, current_step: state.step });
    if (state.outcome === 'completed') playChime('complete');
    dispatch({ type: 'reset' });
    // Only a change of tour, step or status is a change to store.
  }, [tourId, step, state.status]); // eslint-disable-line react-hooks/exhaustive-deps

  // A step on another route: go there, then wait before showing it. Leaving a step's route by
  // hand (a link, the browser's back button), or never reaching it (a guard sent the user
  // elsewhere), ends the tour where it is.
  const route = state.status === 'active' ? flowOf(state.tourId).steps[state.step]?.route : undefined;
  const away = route !== undefined && !isAt(route, location);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const awayRef = useRef(away);
  awayRef.current = away;
  const arrived = useRef<string | null>(null);
  const settled = useRef<string | null>(null);
  const key = `${tourId}:${step}`;
  useEffect(() => {
    if (!route || arrived.current === key) return undefined;
    arrived.current = key;
    if (!awayRef.current) {
      settled.current = key;
      return undefined;
    }
    setMoving(true);
    // The delay counts from the end of the navigation (the next screen's code may still be loading).
    let live = true;
    let timer = 0;
    void Promise.resolve(navigateRef.current(route)).then(() => {
      if (!live) return;
      timer = window.setTimeout(() => {
        settled.current = key;
        setMoving(false);
      }, NAVIGATION_DELAY_MS);
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
      setMoving(false);
    };
  }, [route, key]);
  useEffect(() => {
    if (away && settled.current === key) dispatch({ type: 'exit' });
  }, [away, moving, key]);
  useEffect(() => {
    // A tour taken again starts afresh, moving to its first step's route.
    if (tourId === null) arrived.current = settled.current = null;
  }, [tourId]);

  const send = useCallback((event: TourEvent) => dispatch(event), []);
  return { state, start, send, moving: moving || away };
}
