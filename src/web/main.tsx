import '@fontsource-variable/inter';
import './styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, whenRouterReady } from './app/router';
import { rememberTimeZone } from './lib/time-zone-hint';
import { typedInputOf } from './lib/typed-input';

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
  void whenRouterReady(router).then(() => {
    // What the visitor typed meanwhile goes into the app's own fields (lib/typed-input.ts).
    const restoreTypedInput = typedInputOf(prerendered);
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
