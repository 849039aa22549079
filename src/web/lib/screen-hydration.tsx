import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/*
 * When the route's screen is hydrated, its parts included (docs/decisions/0047). React hydrates
 * each Suspense boundary of the server's markup on its own, the one a person presses first: a
 * screen cut into parts (`HydrationRegion`) answers a press on one part without hydrating the
 * others. Live updates wait for all of it (`screenHydrated`): a part hydrated after its data
 * changed would not match the server's markup.
 */

let screenDone = false;
const pendingRegions = new Set<symbol>();
let markHydrated: () => void = () => undefined;

/** Resolves once the first screen and every region in it are hydrated (or drawn by the browser). */
export const screenHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

function settle() {
  if (screenDone && pendingRegions.size === 0) markHydrated();
}

/**
 * Placed in the screen's boundary after its content: its effect runs in the commit that hydrates
 * the screen's own markup, after the regions of that markup have registered (layout effects run
 * before every passive effect of a commit).
 */
export function ScreenHydrated() {
  useEffect(() => {
    screenDone = true;
    settle();
  }, []);
  return null;
}

function RegionHydrated({ region }: { region: symbol }) {
  useEffect(() => {
    pendingRegions.delete(region);
    settle();
  }, [region]);
  return null;
}

/**
 * A part of a screen that React hydrates on its own (a Suspense boundary). Its content draws
 * nothing while it waits on the browser: nothing in it may suspend once the screen has its data.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const [region] = useState(() => Symbol('region'));
  useLayoutEffect(() => {
    pendingRegions.add(region);
    // A region gone before it hydrated (the person left the screen) no longer holds anything up.
    return () => {
      pendingRegions.delete(region);
      settle();
    };
  }, [region]);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionHydrated region={region} />
    </Suspense>
  );
}
