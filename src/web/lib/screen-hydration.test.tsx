// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
});
