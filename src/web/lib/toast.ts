import { toast, type ExternalToast } from 'sonner';

/**
 * Two toast layers (SPEC §9): the backend layer shows one toast at a time for 5 s (results and
 * failures of server calls); the notification layer keeps up to three for 4 s (UI feedback).
 */
export const TOASTER_IDS = { backend: 'backend', notifications: 'notifications' } as const;

type Options = Omit<ExternalToast, 'toasterId'>;

export const backendToast = {
  error: (title: string, options: Options = {}) =>
    toast.error(title, { ...options, toasterId: TOASTER_IDS.backend }),
  success: (title: string, options: Options = {}) =>
    toast.success(title, { ...options, toasterId: TOASTER_IDS.backend }),
};

export const notify = {
  success: (title: string, options: Options = {}) =>
    toast.success(title, { ...options, toasterId: TOASTER_IDS.notifications }),
  info: (title: string, options: Options = {}) =>
    toast.info(title, { ...options, toasterId: TOASTER_IDS.notifications }),
  warning: (title: string, options: Options = {}) =>
    toast.warning(title, { ...options, toasterId: TOASTER_IDS.notifications }),
  error: (title: string, options: Options = {}) =>
    toast.error(title, { ...options, toasterId: TOASTER_IDS.notifications }),
};
