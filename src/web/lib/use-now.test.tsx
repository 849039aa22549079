// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS } from './formatters';

// Tells React that updates here are awaited with act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** When the server drew the screen. */
const DRAWN = Date.UTC(2026, 10, 29, 9, 0, 0);

/** A fresh copy of the module: its clock is the page's, one per load. */
async function freshModule() {
  vi.resetModules();
  return import('./use-now');
}

/**
 * The server's screen showing "now" (as its relative times read it), hydrated in a browser whose
 * clock reads `browserAt`. `start` is the app's start, if it called `startNowAt`: the drawing time
 * it passed, and what the browser's clock read then (`browserAt` unless said).
 */
async function hydrateClock(browserAt: number, start?: { renderedAt: number; clock?: number }) {
  const { RenderedAtContext, startNowAt, useNow } = await freshModule();
  const renders: number[] = [];
  function Clock() {
    const now = useNow();
    renders.push(now);
    return <time>{now}</time>;
  }
  const screen = (
    <RenderedAtContext.Provider value={DRAWN}>
      <Clock />
    </RenderedAtContext.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(screen);
  renders.length = 0;
  document.body.append(container);
  if (start) {
    vi.setSystemTime(start.clock ?? browserAt);
    startNowAt(start.renderedAt);
  }
  vi.setSystemTime(browserAt);
  await act(async () => {
    hydrateRoot(container, screen);
  });
  const shown = () => Number(container.querySelector('time')?.textContent);
  return { renders, shown, container };
}

describe('useNow after hydration', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('keeps the relative times the server drew less than a tick ago, and moves on a tick after the drawing', async () => {
    const { renders, shown } = await hydrateClock(DRAWN + 5_000, { renderedAt: DRAWN });
    // Hydrated as drawn, and not drawn again.
    expect(renders).toEqual([DRAWN]);
    expect(shown()).toBe(DRAWN);

    await act(async () => vi.advanceTimersByTime(NOW_TICK_MS - 5_000 - 1));
    expect(shown()).toBe(DRAWN);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toBe(DRAWN + NOW_TICK_MS);
    await act(async () => vi.advanceTimersByTime(NOW_TICK_MS));
    expect(shown()).toBe(DRAWN + 2 * NOW_TICK_MS);
  });

  it("draws the browser's now at once when the app's start did not keep the server's", async () => {
    const { renders, shown } = await hydrateClock(DRAWN + 5_000);
    expect(renders).toEqual([DRAWN, DRAWN + 5_000]);
    expect(shown()).toBe(DRAWN + 5_000);
  });

  it("draws the browser's now at once for a drawing a tick old or more, or a clock set apart from the server's", async () => {
    const late = await hydrateClock(DRAWN + NOW_TICK_MS, { renderedAt: DRAWN });
    expect(late.shown()).toBe(DRAWN + NOW_TICK_MS);
    late.container.remove();

    const behind = await hydrateClock(DRAWN - 2 * NOW_TICK_MS, { renderedAt: DRAWN });
    expect(behind.shown()).toBe(DRAWN - 2 * NOW_TICK_MS);
  });

  it("takes the browser's now when the screen hydrates a tick or more after the app started", async () => {
    // A slow connection: the screen's code arrives long after the app's start.
    const { shown } = await hydrateClock(DRAWN + 2 * NOW_TICK_MS, {
      renderedAt: DRAWN,
      clock: DRAWN + 1_000,
    });
    expect(shown()).toBe(DRAWN + 2 * NOW_TICK_MS);
  });
});
