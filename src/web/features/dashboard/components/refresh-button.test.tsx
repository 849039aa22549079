// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/web/lib/test-api';
import { TestProviders } from '@/web/lib/test-providers';
import { RefreshButton } from './refresh-button';

/** A query of the screen, answered when the test says. */
function Projects({ answer }: { answer: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['projects'], queryFn: answer });
  return <p>{data ?? '…'}</p>;
}

/** A query some other part of the page fetches on its own (the bell, say). */
function Elsewhere({ answer }: { answer: () => Promise<string> }) {
  useQuery({ queryKey: ['elsewhere'], queryFn: answer });
  return null;
}

describe('RefreshButton', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is busy while its own refresh runs, not while another part of the page fetches', async () => {
    stubApi(() => json(200, {}));
    let release: (value: string) => void = () => {};
    let calls = 0;
    const answer = () => {
      calls += 1;
      return calls === 1 ? Promise.resolve('Tienda') : new Promise<string>((resolve) => (release = resolve));
    };
    let settleElsewhere: (value: string) => void = () => {};
    const elsewhere = () => new Promise<string>((resolve) => (settleElsewhere = resolve));
    render(
      <TestProviders>
        <RefreshButton />
        <Projects answer={answer} />
        <Elsewhere answer={elsewhere} />
      </TestProviders>,
    );
    expect(await screen.findByText('Tienda')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Actualizar' });
    // The other query is still fetching: the button is not.
    expect(button.getAttribute('aria-busy')).toBeNull();
    settleElsewhere('ok');

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    release('Tienda renovada');
    expect(await screen.findByText('Tienda renovada')).toBeTruthy();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });
});
