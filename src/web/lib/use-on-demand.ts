import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * A module loaded the first time it is `wanted` (a dialog opened, a menu clicked), so the first
 * screen does not download what only a click needs. Returns null until it has arrived; a failed
 * load is tried again the next time `wanted` turns true. Loaded by hand rather than through
 * `lazy()`: the caller decides what shows meanwhile, and nothing suspends.
 * Its arrival is drawn as a transition: React renders it in slices that yield to the browser
 * (a part arriving while the page starts must not block a press).
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    // Asked for in a task of its own: starting a chunk's download is work too (a preload link for
    // each file it needs), and the effects of a page that has just hydrated all run in one task.
    const ask = setTimeout(() =>
      load().then(
        (value) => {
          if (live) startTransition(() => setLoaded({ value }));
        },
        () => undefined,
      ),
    );
    return () => {
      live = false;
      clearTimeout(ask);
    };
  }, [wanted, loaded, load]);
  return loaded?.value ?? null;
}

/**
 * A menu whose library loads on the first click, already open (`defaultOpen`), so no screen's
 * start downloads and draws what only that click needs. Until it has arrived, `standIn` goes on
 * the button that will become the menu's trigger: it says it opens a menu, and pointing at or
 * focusing it starts the download, so the first click rarely waits. Then the library's own trigger
 * takes over (`standIn` is empty: a prop given, even undefined, would override its own).
 */
export function useMenuOnDemand<T>(load: () => Promise<T>) {
  const [wanted, setWanted] = useState(false);
  const Menu = useOnDemand(load, wanted);
  const preload = useCallback(() => void load().catch(() => undefined), [load]);
  const standIn = Menu
    ? {}
    : ({
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => setWanted(true),
      } as const);
  return { Menu, standIn };
}
