// @vitest-environment jsdom
// vitest: own module graph: the clock (lib/use-now) keeps its listeners and timer in its module, and
// another file's relative times in a shared graph left them running on real timers.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from './test-providers';
import { useFormatters, useRelativeTime } from './use-formatters';

let dateRenders = 0;
function ExactDate() {
  const { date } = useFormatters();
  dateRenders += 1;
  return <p>{date('2026-11-20T10:00:00Z')}</p>;
}

function RelativeDate() {
  const relative = useRelativeTime();
  return <p data-testid="relative">{relative('2026-11-27T11:59:00Z')}</p>;
}

describe('formatters and the clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    dateRenders = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves relative times on with the clock, and leaves the other dates on screen alone', () => {
    render(
      <TestProviders>
        <ExactDate />
        <RelativeDate />
      </TestProviders>,
    );
    const before = screen.getByTestId('relative').textContent;
    const rendersBefore = dateRenders;
    act(() => {
      vi.setSystemTime(new Date('2026-11-27T12:10:00Z'));
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByTestId('relative').textContent).not.toBe(before);
    expect(dateRenders).toBe(rendersBefore);
  });
});
