import type { ExternalToast } from 'sonner';

/**
 * Two toast layers (docs/product.md#limits): the backend layer shows one toast at a time for 5 s (results and
 * failures of server calls); the notification layer keeps up to three for 4 s (UI feedback).
 * The toast library is a chunk of its own, fetched with the first toast (it shows the toasts
 * created before its toasters mounted).
 */
export const TOASTER_IDS = { backend: 'backend', notifications: 'notifications' } as const;

type Options = Omit<ExternalToast, 'toasterId'>;
type Kind = 'success' | 'info' | 'warning' | 'error';

const firstToastListeners = new Set<() => void>();
let toastRequested = false;
let markToastersMounted: () => void = () => undefined;
/** Settles once both toasters listen: a toast sent before that would reach nobody. */
const toastersMounted = new Promise<void>((resolve) => (markToastersMounted = resolve));

/** Called by the toasters once they are mounted and listening. */
export function toastersReady(): void {
  markToastersMounted();
}

/** Calls `listener` once the app has a toast to show (at once if it already had one). */
export function onFirstToast(listener: () => void): () => void {
  if (toastRequested) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(kind: Kind, toasterId: string, title: string, options: Options) {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void Promise.all([import('sonner'), toastersMounted]).then(([{ toast }]) =>
    toast[kind](title, { ...options, toasterId }),
  );
}

export const backendToast = {
  error: (title: string, options: Options = {}) => show('error', TOASTER_IDS.backend, title, options),
  success: (title: string, options: Options = {}) => show('success', TOASTER_IDS.backend, title, options),
};

export const notify = {
  success: (title: string, options: Options = {}) =>
    show('success', TOASTER_IDS.notifications, title, options),
  info: (title: string, options: Options = {}) => show('info', TOASTER_IDS.notifications, title, options),
  warning: (title: string, options: Options = {}) =>
    show('warning', TOASTER_IDS.notifications, title, options),
  error: (title: string, options: Options = {}) => show('error', TOASTER_IDS.notifications, title, options),
};
