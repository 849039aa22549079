import '@fontsource-variable/inter';
import './styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takePaintedParts } from './components/server-part';
import { createRouter, whenRouterReady } from './app/router';
import { rememberTimeZone } from './lib/time-zone-hint';
import { typedInputOf } from './lib/typed-input';

/** Set by index.html while a pointer is pressed on the prerendered screen. */
const POINTER_PRESSED = 'data-pointer-pressed';
/** A press held longer than this no longer holds the app back. */
const LONGEST_PRESS_MS = 5_000;

/**
 * Resolves once no pointer is pressed on the prerendered screen, a task after its release: the
 * click that follows a release then reaches the prerendered button, which the app presses again
 * once it has taken over (lib/typed-input.ts). Replaced between press and release, the button
 * would get no click at all: a tap that starts the app would be lost.
 */
function afterPointerRelease(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(POINTER_PRESSED)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      for (const type of ['pointerup', 'pointercancel'] as const) removeEventListener(type, done, true);
      // The click follows the release in the same task: it lands first.
      window.setTimeout(resolve, 0);
    };
    const timer = window.setTimeout(done, LONGEST_PRESS_MS);
    for (const type of ['pointerup', 'pointercancel'] as const) addEventListener(type, done, true);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createRouter();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// A first screen the build prerendered (docs/decisions/0020) stays until the route's modules are
// in, and the app replaces it with the same screen (no hydration); a hidden one (another language)
// gives way to the app's loading screen at once. No top-level await: with one, the bundler keeps
// every module the lazy chunks share with the entry out of the entry chunk (dozens more files).
const prerendered = container.querySelector(':scope > [data-prerender]');
if (prerendered && !document.documentElement.classList.contains('no-prerender')) {
  void whenRouterReady(router)
    .then(afterPointerRelease)
    .then(() => {
      // What the visitor typed meanwhile goes into the app's own fields (lib/typed-input.ts).
      const restoreTypedInput = typedInputOf(prerendered);
      // Its parts show as they are, and the app draws them a task later (decision 0044).
      takePaintedParts(prerendered);
      render();
      restoreTypedInput(container);
    });
} else {
  render();
}

// The server draws signed-in first screens in the browser's time zone, as this app does.
setTimeout(rememberTimeZone, 0);

// The installable app's service worker (features/pwa): registered after `load`, by its own chunk
// (the development server has no /sw.js).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => import('./features/pwa/register-service-worker'));
}
