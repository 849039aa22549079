// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { TestProviders } from '@/web/lib/test-providers';

let healthy = false;
function Flaky() {
  if (!healthy) throw new Error('boom');
  return <p>Contenido listo</p>;
}

function renderBoundary() {
  return render(
    <TestProviders>
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>
    </TestProviders>,
  );
}

describe('ErrorBoundary (docs/product.md#screens-and-navigation, #lifecycles)', () => {
  beforeEach(() => {
    healthy = false;
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the error screen with an id and the three actions', () => {
    renderBoundary();
    expect(screen.getByText('¡Oops! Algo salió mal')).toBeTruthy();
    expect(screen.getByText(/^ERR-/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeTruthy();
    const report = screen.getByRole('link', { name: 'Reportar problema' });
    expect(report.getAttribute('href')).toMatch(
      /^mailto:soporte@agencia\.test\?subject=Problema%20en%20Websy%20\(ERR-/,
    );
  });

  it('retries by itself after 1 s, then 2 s, and recovers', () => {
    renderBoundary();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('¡Oops! Algo salió mal')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1)); // first retry: still failing
    expect(screen.getByText('¡Oops! Algo salió mal')).toBeTruthy();
    healthy = true;
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Contenido listo')).toBeNull();
    act(() => vi.advanceTimersByTime(1)); // second retry after 2 s
    expect(screen.getByText('Contenido listo')).toBeTruthy();
  });

  it('gives up after three retries and says so', () => {
    renderBoundary();
    for (const delay of [1000, 2000, 4000]) act(() => vi.advanceTimersByTime(delay));
    const button = screen.getByRole('button', { name: 'Máximo de reintentos alcanzado' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Máximo de reintentos alcanzado' })).toBeTruthy();
  });
});
