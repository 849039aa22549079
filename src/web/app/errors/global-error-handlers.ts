import { isNetworkDrop } from '@/shared/errors';
import { isApiError } from '@/web/lib/api-error';
import { isAuthRequestError } from '@/web/lib/auth-request-error';
import { checkForConfigError } from '@/web/lib/config-error';
import { i18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';

/** Browser noise that is not an application failure. */
const IGNORED = [/ResizeObserver loop/i, /^Script error\.?$/i, /AbortError/i, /The user aborted a request/i];

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason);
  } catch {
    return String(reason);
  }
}

function handle(kind: 'global' | 'rejection', reason: unknown): void {
  const message = messageOf(reason);
  if (checkForConfigError(reason ?? message)) return;
  if (IGNORED.some((pattern) => pattern.test(message)) || isNetworkDrop(message)) return;
  // API and auth failures already produced their own feedback where they were called.
  if (isApiError(reason) || isAuthRequestError(reason)) return;
  console.warn(kind === 'global' ? '[websy] Error Global' : '[websy] Promesa Rechazada', reason);
  const title = kind === 'global' ? i18n.t('errors:global.title') : i18n.t('errors:global.rejectionTitle');
  notify.error(title, { description: message || i18n.t('errors:toast.generic.unknown') });
}

/** Installs the 'Error Global' and 'Promesa Rechazada' handlers (docs/product.md#screens-and-navigation); returns the uninstaller. */
export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => handle('global', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle('rejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
