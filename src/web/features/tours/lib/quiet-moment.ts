/** A layer the person has open: a dialog or sheet, a menu, a popover, a list of options. */
const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
/** What counts as the person doing something. */
const ACTIVITY = ['keydown', 'wheel', 'touchmove', 'input'] as const;
/** How often a moment that was not quiet is looked at again, at least. */
const RECHECK_MS = 250;

/**
 * Calls `run` once the screen is quiet: nothing pressed, touched or typed for `quietMs`, no
 * dialog, menu or popover open, the page visible, and the browser idle. A welcome tour started
 * then never takes a press meant for the screen, nor covers what the person opened. Returns a
 * function that cancels it.
 */
export function onQuietMoment(quietMs: number, run: () => void): () => void {
  let lastActivity = performance.now();
  let pressed = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const active = () => {
    lastActivity = performance.now();
  };
  const press = () => {
    pressed = true;
    active();
  };
  const release = () => {
    pressed = false;
    active();
  };
  const listeners: [string, () => void][] = [
    ['pointerdown', press],
    ['pointerup', release],
    ['pointercancel', release],
    ...ACTIVITY.map((type): [string, () => void] => [type, active]),
  ];
  for (const [type, listener] of listeners)
    window.addEventListener(type, listener, { capture: true, passive: true });

  const quietFor = () => {
    if (pressed || document.visibilityState === 'hidden' || document.querySelector(OPEN_LAYER)) return 0;
    return performance.now() - lastActivity;
  };
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: 1_000 })
      : window.setTimeout(callback, 0);
  const check = () => {
    const quiet = quietFor();
    if (quiet < quietMs) {
      timer = window.setTimeout(check, Math.max(RECHECK_MS, quietMs - quiet));
      return;
    }
    idle = whenIdle(() => {
      idle = undefined;
      if (quietFor() < quietMs) check();
      else {
        cancel();
        run();
      }
    });
  };
  const cancel = () => {
    window.clearTimeout(timer);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
  };
  timer = window.setTimeout(check, quietMs);
  return cancel;
}
