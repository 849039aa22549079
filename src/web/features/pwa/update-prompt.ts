import { i18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';
import { SW_MESSAGES } from './messages';

/** Activates the waiting version, then reloads the page onto it. */
function applyUpdate(registration: ServiceWorkerRegistration) {
  const waiting = registration.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

/**
 * 'Nueva versión disponible! ¿Deseas actualizar ahora?' (docs/product.md#lifecycles) until the user answers: on
 * confirm the waiting version gets SKIP_WAITING and the page reloads; later leaves it waiting.
 */
export function offerUpdate(registration: ServiceWorkerRegistration) {
  notify.info(i18n.t('settings:pwa.update.message'), {
    id: 'pwa-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('settings:pwa.update.confirm'), onClick: () => applyUpdate(registration) },
    cancel: { label: i18n.t('settings:pwa.update.later'), onClick: () => undefined },
  });
}
