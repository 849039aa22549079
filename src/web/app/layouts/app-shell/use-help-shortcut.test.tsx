// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForHelpShortcut, useHelpShortcut } from './use-help-shortcut';

function Shell({ open }: { open: () => void }) {
  useHelpShortcut(open);
  return <input aria-label="Asunto" />;
}

const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('the ? shortcut (decision 0027), listened for from the app’s entry', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('opens the help centre once the shell is there', () => {
    listenForHelpShortcut();
    const open = vi.fn();
    render(<Shell open={open} />);
    press('?');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps a press made while the shell was hydrating, for the page it was made on', () => {
    listenForHelpShortcut();
    window.history.replaceState(null, '', '/dashboard');
    press('?');
    const open = vi.fn();
    render(<Shell open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
    // Used once: the shell mounting again later does not open it again.
    cleanup();
    const again = vi.fn();
    render(<Shell open={again} />);
    expect(again).not.toHaveBeenCalled();
  });

  it('forgets a press made on another page (before signing in, say)', () => {
    listenForHelpShortcut();
    window.history.replaceState(null, '', '/login');
    press('?');
    window.history.replaceState(null, '', '/dashboard');
    const open = vi.fn();
    render(<Shell open={open} />);
    expect(open).not.toHaveBeenCalled();
  });

  it('leaves a ? typed in a field to the field', () => {
    listenForHelpShortcut();
    const open = vi.fn();
    const { getByLabelText } = render(<Shell open={open} />);
    expect(press('?', getByLabelText('Asunto'))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
