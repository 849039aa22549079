import { autoUpdate } from '@floating-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

const PAD = 6;

/**
 * The ring around a step's target, over a dimmed page (its shadow), kept on the target while the
 * page scrolls or resizes. The page stays usable under it (no pointer events).
 */
export function TargetHighlight({ target }: { target: HTMLElement | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!target || !box.current) return undefined;
    return autoUpdate(target, box.current, () => setRect(target.getBoundingClientRect()));
  }, [target]);
  if (!target)
    return <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] bg-black/40" />;
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="tour-highlight"
      className="pointer-events-none fixed z-[60] rounded-lg ring-4 ring-primary shadow-[0_0_0_9999px_rgb(0_0_0/0.4)] transition-all motion-reduce:transition-none"
      style={
        rect
          ? {
              top: rect.top - PAD,
              left: rect.left - PAD,
              width: rect.width + PAD * 2,
              height: rect.height + PAD * 2,
            }
          : { visibility: 'hidden' }
      }
    />
  );
}
