import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CLICK_REQUESTED, PART_PENDING, typedInputOf } from '@/web/lib/typed-input';

/** The attribute naming a part of a screen the server draws (on its wrapper, in both renders). */
const PART = 'data-server-part';

/** The markup of each part of the painted first screen, by name, until its part takes it. */
const painted = new Map<string, string>();

/**
 * Keeps the markup of the parts of a painted first screen (decision 0044), read before the app's
 * first render replaces that screen: each `ServerPart` of that render shows its part's markup as
 * it is, and draws its own a task later.
 */
export function takePaintedParts(screen: Element): void {
  painted.clear();
  for (const element of screen.querySelectorAll(`[${PART}]`)) {
    const name = element.getAttribute(PART)!;
    if (!painted.has(name)) painted.set(name, markupOf(element));
  }
}

/**
 * A part's markup, without the mark of a button pressed before the app ran: the takeover presses
 * it once the part is drawn (lib/typed-input.ts), and the part must not press it a second time.
 */
function markupOf(element: Element): string {
  if (!element.querySelector(`[${CLICK_REQUESTED}]`)) return element.innerHTML;
  const copy = element.cloneNode(true) as Element;
  for (const pressed of copy.querySelectorAll(`[${CLICK_REQUESTED}]`))
    pressed.removeAttribute(CLICK_REQUESTED);
  return copy.innerHTML;
}

/**
 * A part of a screen that the app draws a task after it takes over the server's screen (decision
 * 0044): its first render shows the server's markup of the part (the same pixels, parsed by the
 * browser, not rendered by the app), and its next one, in a task of its own, the part itself. The
 * takeover is then several short tasks instead of one long one, and a phone stays responsive.
 * What was typed or pressed in the meantime is carried over, as at takeover (lib/typed-input.ts).
 * Anywhere else (no painted screen, a later navigation, the server), it is its children.
 *
 * The wrapper is `display: contents`: in a flex or grid container (`gap`, not `space-y`) its
 * children are laid out as the container's own.
 */
export function ServerPart({ name, children }: { name: string; children: ReactNode }) {
  const [markup, setMarkup] = useState(() => {
    const found = painted.get(name) ?? null;
    painted.delete(name);
    return found;
  });
  const element = useRef<HTMLDivElement>(null);
  const restoreTyped = useRef<((root: Element) => void) | null>(null);

  useEffect(() => {
    if (markup === null) return;
    const timer = window.setTimeout(() => {
      if (element.current) restoreTyped.current = typedInputOf(element.current);
      setMarkup(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [markup]);

  useLayoutEffect(() => {
    if (markup !== null || !restoreTyped.current || !element.current) return;
    restoreTyped.current(element.current);
    restoreTyped.current = null;
  }, [markup]);

  if (markup !== null) {
    return (
      <div
        ref={element}
        {...{ [PART]: name, [PART_PENDING]: '', 'data-prerender': '' }}
        className="contents"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    <div ref={element} {...{ [PART]: name }} className="contents">
      {children}
    </div>
  );
}
