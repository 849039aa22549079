// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// Tells React that updates here are awaited with act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A fresh copy of the module: its state is the page's, one per load. */
async function freshModule() {
  vi.resetModules();
  return import('./screen-hydration');
}

describe('screenHydrated', () => {
  it('waits for every region of the screen, each hydrated on its own', async () => {
    const { HydrationRegion, ScreenHydrated, screenHydrated } = await freshModule();
    let hydrated = false;
    void screenHydrated.then(() => (hydrated = true));

    // The region's code arrives late (a chunk): React hydrates the screen without it.
    let arrive: () => void = () => undefined;
    const Part = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Parte</p> });
        }),
    );
    const screen = (part: ReactNode) => (
      <Suspense fallback={null}>
        <h1>Pantalla</h1>
        <HydrationRegion>{part}</HydrationRegion>
        <ScreenHydrated />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(screen(<p>Parte</p>));
    document.body.append(container);
    const drawnPart = container.querySelector('p');

    await act(async () => {
      hydrateRoot(container, screen(<Part />));
    });
    await act(async () => undefined);
    expect(container.querySelector('h1')?.textContent).toBe('Pantalla');
    expect(hydrated).toBe(false);

    await act(async () => arrive());
    await act(async () => undefined);
    expect(hydrated).toBe(true);
    // Hydrated, not drawn again: the server's node is kept.
    expect(container.querySelector('p')).toBe(drawnPart);
    container.remove();
  });

  it('resolves with the screen when it has no region', async () => {
    const { ScreenHydrated, screenHydrated } = await freshModule();
    let hydrated = false;
    void screenHydrated.then(() => (hydrated = true));
    const screen = (
      <Suspense fallback={null}>
        <h1>Pantalla</h1>
        <ScreenHydrated />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(screen);
    await act(async () => {
      hydrateRoot(container, screen);
    });
    await act(async () => undefined);
    expect(hydrated).toBe(true);
  });

  it('tells the parts that come after the screen when it is hydrated, regions included', async () => {
    const { HydrationRegion, ScreenHydrated, useScreenHydrated } = await freshModule();
    const seen: boolean[] = [];
    function After() {
      seen.push(useScreenHydrated());
      return null;
    }
    let arrive: () => void = () => undefined;
    const Part = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Parte</p> });
        }),
    );
    const page = (part: ReactNode) => (
      <>
        <Suspense fallback={null}>
          <h1>Pantalla</h1>
          <HydrationRegion>{part}</HydrationRegion>
          <ScreenHydrated />
        </Suspense>
        <After />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<p>Parte</p>));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, page(<Part />));
    });
    await act(async () => undefined);
    // The screen's own markup is hydrated, its region not yet.
    expect(seen.at(-1)).toBe(false);

    await act(async () => arrive());
    await act(async () => undefined);
    expect(seen.at(-1)).toBe(true);

    // A part mounted later knows at once.
    const later: boolean[] = [];
    function Later() {
      later.push(useScreenHydrated());
      return null;
    }
    const other = document.createElement('div');
    await act(async () => {
      createRoot(other).render(<Later />);
    });
    expect(later).toEqual([true]);
    container.remove();
  });
});
