// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
// `react-router`'s own provider: `react-router/dom` resolves to another copy of the package here.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state';

interface Range {
  from: string;
  to: string;
}
const parse = (params: URLSearchParams): Range => ({
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});
const serialize = (range: Range) => Object.fromEntries(Object.entries(range).filter(([, value]) => value));

function Filters() {
  const [range, update] = useSearchState(parse, serialize);
  const set = (change: Partial<Range>) => update((current) => ({ ...current, ...change }), { replace: true });
  return (
    <>
      <p>
        {range.from || '-'} → {range.to || '-'}
      </p>
      {/* Two fields changed before the address has caught up with the first (one handler here). */}
      <button type="button" onClick={() => (set({ from: '2026-11-01' }), set({ to: '2026-11-21' }))}>
        both
      </button>
      <button type="button" onClick={() => set({ to: '' })}>
        clear to
      </button>
    </>
  );
}

describe('useSearchState', () => {
  afterEach(cleanup);

  it('builds a change on the one asked for just before, not on the address that has not caught up', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Filters }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'both' }));
    });
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01');
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-11-21');
    expect(screen.getByText('2026-11-01 → 2026-11-21')).toBeTruthy();
  });

  it('follows the address when it changes otherwise (back, a link)', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Filters }], {
      initialEntries: ['/?from=2026-01-01'],
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'both' }));
    });
    await act(() => router.navigate('/?to=2026-12-31'));
    expect(screen.getByText('- → 2026-12-31')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'clear to' }));
    });
    expect(router.state.location.search).toBe('');
  });
});
