import { createElement, lazy, type ComponentType } from 'react';

/** Every first-screen part asked for so far, settled or not. */
const arriving = new Set<Promise<void>>();

/**
 * A part of a first screen in a chunk of its own (below the fold, or drawn for admins only): asked
 * for as soon as the module that declares it runs, and drawn without suspending once it is in.
 *
 * The server draws it with the screen. In the browser, `React.lazy` suspends on its first render
 * even when its module has arrived, and a part that suspends is a boundary React cannot hydrate
 * yet: a press on it was dropped (React delivers a press only to markup it can hydrate at once; it
 * does not replay one it could not). So the page hydrates once every part asked for has arrived
 * (`whenFirstScreenPartsArrive`, src/web/main.tsx), and the part then renders its component
 * directly. Until its module arrives (a screen reached by navigation), it is `React.lazy`, and its
 * Suspense boundary's fallback shows.
 */
export function firstScreenPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const module = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A chunk that fails to load is the part's error (its error boundary), not the page's.
  arriving.add(
    module.then(
      () => undefined,
      () => undefined,
    ),
  );
  const Lazy = lazy(() => module);
  return function FirstScreenPart(props: P) {
    return createElement(loaded ?? Lazy, props);
  };
}

/** Resolves once every first-screen part asked for so far has arrived (or failed to). */
export function whenFirstScreenPartsArrive(): Promise<void> {
  return Promise.all(arriving).then(() => undefined);
}
