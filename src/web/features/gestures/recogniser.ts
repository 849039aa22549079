/**
 * The global touch gestures (docs/product.md#screens-and-navigation, #limits), as a pure recogniser: it is told where and when each
 * one-finger touch started and ended and says which gesture that was. A double tap is two quick
 * taps (each under 200 ms, moving less than 10 px) within 300 ms of each other and close together;
 * a swipe moves at least 50 px sideways, clearly more than up or down.
 */

export const GESTURE_LIMITS = {
  swipeDistance: 50,
  doubleTapWithin: 300,
  tapUnder: 200,
  tapSlop: 10,
  doubleTapSlop: 40,
} as const;

export interface TouchSample {
  x: number;
  y: number;
  /** Milliseconds (the event's timeStamp). */
  time: number;
}

export type Gesture = 'double-tap' | 'swipe-left' | 'swipe-right';

export interface GestureRecogniser {
  /** The gesture a touch from `start` to `end` completes, or null. */
  end(start: TouchSample, end: TouchSample): Gesture | null;
  /** Forgets a pending first tap (a touch that cannot be part of a gesture). */
  reset(): void;
}

export function createGestureRecogniser(limits = GESTURE_LIMITS): GestureRecogniser {
  let lastTap: TouchSample | null = null;
  return {
    end(start, end) {
      const dx = end.x - start.x;
      const dy = end.y - start.y;
      if (Math.abs(dx) >= limits.swipeDistance && Math.abs(dx) > Math.abs(dy) * 1.5) {
        lastTap = null;
        return dx < 0 ? 'swipe-left' : 'swipe-right';
      }
      const isTap =
        end.time - start.time < limits.tapUnder &&
        Math.abs(dx) < limits.tapSlop &&
        Math.abs(dy) < limits.tapSlop;
      if (!isTap) {
        lastTap = null;
        return null;
      }
      const previous = lastTap;
      if (
        previous &&
        end.time - previous.time <= limits.doubleTapWithin &&
        Math.hypot(end.x - previous.x, end.y - previous.y) < limits.doubleTapSlop
      ) {
        lastTap = null;
        return 'double-tap';
      }
      lastTap = end;
      return null;
    },
    reset() {
      lastTap = null;
    },
  };
}

/**
 * Where a touch must not become a gesture: text fields and editors, charts, dialogs and drawers
 * (Radix dialogs and sheets), maps and canvases, and anything marked `data-no-gestures`.
 */
const EXCLUDED = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '.ProseMirror',
  '.cm-editor',
  '.recharts-wrapper',
  'canvas',
  'svg[role="img"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[data-vaul-drawer]',
  '[data-no-gestures]',
].join(',');

/** Whether `element` scrolls by itself (an inner scrollable area, not the page). */
function scrolls(element: Element): boolean {
  const style = getComputedStyle(element);
  const sideways = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
  const upDown = /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
  return sideways || upDown;
}

/** Whether a touch that starts on `target` may become a gesture. */
export function gestureAllowedFrom(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest(EXCLUDED)) return false;
  const page = document.scrollingElement ?? document.documentElement;
  for (let node: Element | null = target; node && node !== page && node !== document.body;) {
    if (scrolls(node)) return false;
    node = node.parentElement;
  }
  return true;
}
