// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

// Tells React that updates here are awaited with act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Label = ComponentType<{ label: string }>;
const Paragraph: Label = ({ label }) => <p>{label}</p>;

/** What `element` draws in one synchronous pass (as a press that hydrates a part at once does). */
async function drawnAtOnce(element: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  let text = '';
  await act(async () => {
    flushSync(() => root.render(element));
    text = container.textContent;
  });
  await act(async () => root.unmount());
  return text;
}

describe('firstScreenPart', () => {
  it('says when every part asked for has arrived, and then draws each without suspending', async () => {
    vi.resetModules();
    const { firstScreenPart, whenFirstScreenPartsArrive } = await import('./first-screen-part');
    let arrive: (component: Label) => void = () => undefined;
    const Part = firstScreenPart(() => new Promise<Label>((resolve) => (arrive = resolve)));
    let arrived = false;
    void whenFirstScreenPartsArrive().then(() => (arrived = true));
    await act(async () => undefined);
    expect(arrived).toBe(false);

    await act(async () => arrive(Paragraph));
    expect(arrived).toBe(true);
    const page = (
      <Suspense fallback="cargando">
        <Part label="Colaboradores" />
      </Suspense>
    );
    expect(await drawnAtOnce(page)).toBe('Colaboradores');

    // React.lazy alone, its module long arrived, still suspends on its first render.
    const module = Promise.resolve({ default: Paragraph });
    await module;
    const Lazy = lazy(() => module);
    expect(
      await drawnAtOnce(
        <Suspense fallback="cargando">
          <Lazy label="Colaboradores" />
        </Suspense>,
      ),
    ).toBe('cargando');
  });

  it('lets the page hydrate when a part fails to load: the part fails alone', async () => {
    vi.resetModules();
    const { firstScreenPart, whenFirstScreenPartsArrive } = await import('./first-screen-part');
    firstScreenPart<{ label: string }>(() => Promise.reject(new Error('chunk')));
    await expect(whenFirstScreenPartsArrive()).resolves.toBeUndefined();
  });
});
