import { useEffect, useState } from 'react';

/**
 * A module loaded the first time it is `wanted` (a dialog opened, a menu clicked), so the first
 * screen does not download what only a click needs. Returns null until it has arrived; a failed
 * load is tried again the next time `wanted` turns true. Loaded by hand rather than through
 * `lazy()`: the caller decides what shows meanwhile, and nothing suspends.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (value) => live && setLoaded({ value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.value ?? null;
}
