import { useRef, type TouchEvent } from 'react';
import { swipeDirection } from './sections';

/** Where a swipe is the control's own (UI.md: gestures never fire inside inputs or scrollable parts). */
const OWN_GESTURES = 'input, textarea, select, [contenteditable="true"], [data-scrollable]';

/** Touch handlers that report a horizontal swipe of at least 50 px (docs/product.md#limits gestures). */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      const own = event.target instanceof Element && event.target.closest(OWN_GESTURES);
      start.current = touch && !own ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}
