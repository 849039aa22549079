import { useEffect } from 'react';

/** `?` anywhere but where typing goes (a field, an editor) opens the help centre (issue 15). */
export function useHelpShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as Element).closest?.('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
