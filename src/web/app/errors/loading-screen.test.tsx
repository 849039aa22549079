// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from './loading-screen';
import { TestProviders } from '@/web/lib/test-providers';

describe('LoadingScreen (docs/product.md#screens-and-navigation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says «Cargando...» and, after 10 s, offers to retry', () => {
    render(
      <TestProviders>
        <LoadingScreen />
      </TestProviders>,
    );
    expect(screen.getByText('Cargando...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByText('¿Tarda mucho en cargar?')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('¿Tarda mucho en cargar?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
