import { i18n } from '@/web/lib/i18n';
import { notify } from '@/web/lib/toast';
import { SW_MESSAGES } from './messages';

/**
 * Imported once the page has loaded (main.tsx), from a chunk of its own: registers /sw.js with
 * scope / and offers the update when a new version waits. A browser that refuses the worker
 * keeps working without it.
 */

/** How often an open tab asks the server whether a new version of the app was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

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

/** 'Nueva versión disponible! ¿Deseas actualizar ahora?' (SPEC §4), until the user answers. */
function offerUpdate(registration: ServiceWorkerRegistration) {
  // A first install has nothing to replace: only a version waiting behind an active one is new.
  if (!registration.waiting || !registration.active) return;
  notify.info(i18n.t('settings:pwa.update.message'), {
    id: 'pwa-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('settings:pwa.update.confirm'), onClick: () => applyUpdate(registration) },
    cancel: { label: i18n.t('settings:pwa.update.later'), onClick: () => undefined },
  });
}

async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(registration);
    });
  });
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

if ('serviceWorker' in navigator) {
  registerServiceWorker().catch((error: unknown) => {
    console.warn('[websy] the service worker was not registered', error);
  });
}
