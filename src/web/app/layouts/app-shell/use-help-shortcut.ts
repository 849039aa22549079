import { useEffect } from 'react';

/** Where typing goes: a `?` there is text, not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/** `?` anywhere but in a field opens the help centre (issue 15). */
export function useHelpShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
