import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/web/lib/theme';
import { findTarget, type TourStep } from '../lib/flows';

/** How long a step waits for its target to appear (a screen still loading its data). */
export const TARGET_WAIT_MS = 2000;
const POLL_MS = 100;

/**
 * The element a step points at, scrolled into view: `undefined` while it is looked for, `null`
 * for a step shown in the middle of the screen. A target that never shows calls `onMissing`.
 */
export function useStepTarget(step: TourStep, onMissing: () => void): HTMLElement | null | undefined {
  const [found, setFound] = useState<{ step: TourStep; element: HTMLElement | null } | null>(null);
  useEffect(() => {
    const selectors = step.target;
    if (!selectors) {
      setFound({ step, element: null });
      return undefined;
    }
    const startedAt = Date.now();
    let timer = 0;
    const look = () => {
      const element = findTarget(selectors);
      if (element) {
        element.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        setFound({ step, element });
      } else if (Date.now() - startedAt >= TARGET_WAIT_MS) onMissing();
      else timer = window.setTimeout(look, POLL_MS);
    };
    look();
    return () => window.clearTimeout(timer);
    // A new step is a new search; `onMissing` changes with every render of the host.
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps
  return found?.step === step ? found.element : undefined;
}
