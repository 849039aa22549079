import { useEffect, useRef } from 'react';
import { createGestureRecogniser, gestureAllowedFrom, type Gesture, type TouchSample } from './recogniser';

export type GestureHandlers = Record<Gesture, () => void>;

const sample = (touch: Touch, time: number): TouchSample => ({ x: touch.clientX, y: touch.clientY, time });

/**
 * Listens to one-finger touches on the whole document and runs the handler of each recognised
 * gesture (recogniser.ts), unless `enabled` is false or the touch started where gestures are off
 * (a text field, an editor, a scrollable area, a chart, a dialog or drawer). Passive listeners:
 * scrolling and taps behave as they always do.
 */
export function useTouchGestures(enabled: boolean, handlers: GestureHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const recogniser = createGestureRecogniser();
    let start: TouchSample | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch || !gestureAllowedFrom(event.target)) {
        start = null;
        recogniser.reset();
        return;
      }
      start = sample(touch, event.timeStamp);
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || event.touches.length > 0) return;
      const gesture = recogniser.end(start, sample(touch, event.timeStamp));
      start = null;
      if (gesture) latest.current[gesture]();
    };
    const onCancel = () => {
      start = null;
      recogniser.reset();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled]);
}
