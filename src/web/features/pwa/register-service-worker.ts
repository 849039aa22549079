/**
 * Imported once the page has loaded (main.tsx), as a chunk of its own that imports nothing up
 * front: registers /sw.js with scope / and, when a new version waits behind the active one, loads
 * the update prompt. A browser that refuses the worker keeps working without it.
 */

/** How often an open tab asks the server whether a new version of the app was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function offerUpdateIfWaiting(registration: ServiceWorkerRegistration) {
  // A first install has nothing to replace: only a version waiting behind an active one is new.
  if (!registration.waiting || !registration.active) return;
  void import('./update-prompt').then((module) => module.offerUpdate(registration));
}

async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  offerUpdateIfWaiting(registration);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdateIfWaiting(registration);
    });
  });
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

if ('serviceWorker' in navigator) {
  registerServiceWorker().catch((error: unknown) => {
    console.warn('[websy] the service worker was not registered', error);
  });
}

// Imported for its effect only (main.tsx); the empty export makes this file a module.
export {};
