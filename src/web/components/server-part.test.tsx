// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_REQUESTED, PART_PENDING, typedInputOf } from '@/web/lib/typed-input';
import { ServerPart, takePaintedParts } from './server-part';

/** A painted screen as the server drew it: two parts, one with a field. */
function paintedScreen() {
  const screen = document.createElement('div');
  screen.innerHTML =
    '<div data-server-part="projects" class="contents"><p>Tienda de cerámica</p></div>' +
    '<div data-server-part="search" class="contents"><input name="q" value=""></div>';
  return screen;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pulsado {count}
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  takePaintedParts(document.createElement('div'));
});

describe('ServerPart (decision 0044)', () => {
  it("shows the server's markup first, and draws the part itself a task later", () => {
    takePaintedParts(paintedScreen());
    const { container } = render(
      <ServerPart name="projects">
        <Counter />
      </ServerPart>,
    );
    const part = container.querySelector('[data-server-part="projects"]')!;
    expect(part.hasAttribute(PART_PENDING)).toBe(true);
    expect(part.textContent).toBe('Tienda de cerámica');
    act(() => vi.advanceTimersByTime(0));
    expect(part.hasAttribute(PART_PENDING)).toBe(false);
    expect(container.querySelector('button')?.textContent).toBe('Pulsado 0');
    act(() => container.querySelector('button')!.click());
    expect(container.querySelector('button')?.textContent).toBe('Pulsado 1');
  });

  it('leaves a button pressed before the app ran to the takeover, which presses it once, drawn', async () => {
    const screen = document.createElement('div');
    screen.innerHTML =
      '<header><div data-server-part="header" class="contents"><span>Websy</span>' +
      `<button type="button" ${CLICK_REQUESTED}>Pulsado 0</button></div></header>`;
    const restore = typedInputOf(screen);
    takePaintedParts(screen);
    // The app's screen has the part one level deeper than the server's did.
    const { container } = render(
      <main>
        <div>
          <ServerPart name="header">
            <Counter />
          </ServerPart>
        </div>
      </main>,
    );
    restore(container);
    // The copy still pending is not pressed, nor marked for the part to press again.
    expect(container.querySelector(`[${CLICK_REQUESTED}]`)).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Pulsado 0');
    act(() => vi.advanceTimersByTime(0));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(container.querySelector('button')?.textContent).toBe('Pulsado 1');
  });

  it('carries over what was typed into the markup meanwhile', () => {
    takePaintedParts(paintedScreen());
    const { container } = render(
      <ServerPart name="search">
        <input name="q" aria-label="Buscar" defaultValue="" />
      </ServerPart>,
    );
    const painted = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    painted.value = 'cerámica';
    act(() => vi.advanceTimersByTime(0));
    const drawn = container.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(drawn.getAttribute('aria-label')).toBe('Buscar');
    expect(drawn.value).toBe('cerámica');
  });

  it('is its children at once where nothing was painted (a later navigation), and each markup serves once', () => {
    takePaintedParts(paintedScreen());
    const first = render(
      <ServerPart name="projects">
        <p>Lista</p>
      </ServerPart>,
    );
    first.unmount();
    const { container } = render(
      <ServerPart name="projects">
        <p>Lista</p>
      </ServerPart>,
    );
    expect(container.querySelector(`[${PART_PENDING}]`)).toBeNull();
    expect(container.textContent).toBe('Lista');
  });
});
