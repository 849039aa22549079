// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onQuietMoment } from './quiet-moment';

const press = (type: 'pointerdown' | 'pointerup') => window.dispatchEvent(new Event(type));

describe('onQuietMoment (the welcome tour never takes a press)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('runs once the screen has been quiet for the delay', () => {
    const run = vi.fn();
    onQuietMoment(2_000, run);
    vi.advanceTimersByTime(1_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits while a press is under way, and for the delay after it', () => {
    const run = vi.fn();
    onQuietMoment(2_000, run);
    vi.advanceTimersByTime(1_500);
    press('pointerdown');
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
    press('pointerup');
    vi.advanceTimersByTime(1_900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits while a dialog, menu or popover is open', () => {
    const run = vi.fn();
    onQuietMoment(2_000, run);
    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    document.body.append(panel);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    panel.remove();
    vi.advanceTimersByTime(2_500);
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    const run = vi.fn();
    const cancel = onQuietMoment(2_000, run);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
