import { useEffect } from 'react';

/**
 * `?` anywhere but where typing goes (a field, an editor) opens the help centre (decision 0027).
 *
 * The key is listened for from the moment the app's entry runs (`listenForHelpShortcut`), not
 * from the moment the signed-in shell commits: hydration runs as a transition and takes a few
 * hundred milliseconds on a phone, and a `?` pressed on the painted page meanwhile was lost. A
 * press before the shell is there is kept for it, and only for the page it was pressed on.
 */
let openHelp: (() => void) | null = null;
let pressedOn: string | null = null;

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
  if ((event.target as Element).closest?.('input, textarea, select, [contenteditable]')) return;
  if (openHelp) {
    event.preventDefault();
    openHelp();
  } else {
    pressedOn = window.location.pathname;
  }
}

let listening = false;

/** Called once by the app's entry. */
export function listenForHelpShortcut() {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', onKeyDown);
}

/** The signed-in shell's side: `open` runs on `?`, at once if it was pressed while the shell started. */
export function useHelpShortcut(open: () => void) {
  useEffect(() => {
    listenForHelpShortcut();
    openHelp = open;
    if (pressedOn === window.location.pathname) open();
    pressedOn = null;
    return () => {
      if (openHelp === open) openHelp = null;
    };
  }, [open]);
}
