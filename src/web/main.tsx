import '@fontsource-variable/inter';
import './styles.css';
import './lib/i18n';
import { render as renderOver, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, whenRouterReady } from './app/router';
import { SESSION_DATA_ID } from '@/shared/web-build';
import { typedInputOf } from './lib/typed-input';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
const render = () => createRoot(container).render(app);

// A first screen the build prerendered (docs/decisions/0020) stays until the route's modules are
// in, and the app replaces it with the same screen (no hydration); a hidden one (another language)
// gives way to the app's loading screen at once. No top-level await: with one, the bundler keeps
// every module the lazy chunks share with the entry out of the entry chunk (dozens more files).
const prerendered = container.querySelector(':scope > [data-prerender]');
// A screen the server rendered for the person signed in (decision 0041) is the app's own markup
// for this route: rendered over in place (the app's elements match it tag for tag), the app keeps
// those elements and only sets what differs, instead of building the whole page again.
const renderedForReader = document.getElementById(SESSION_DATA_ID) !== null;
if (prerendered && !document.documentElement.classList.contains('no-prerender')) {
  void whenRouterReady(router).then(() => {
    // What the visitor typed meanwhile goes into the app's own fields (lib/typed-input.ts).
    const restoreTypedInput = typedInputOf(prerendered);
    if (renderedForReader) {
      prerendered.removeAttribute('data-prerender');
      // Preact's own render, which diffs against the elements already there (its React
      // compatibility layer empties the container first, as React does).
      renderOver(app as unknown as ComponentChild, prerendered);
    } else {
      render();
    }
    restoreTypedInput(container);
  });
} else {
  render();
}

// The installable app's service worker (features/pwa): registered after `load`, by its own chunk
// (the development server has no /sw.js).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => import('./features/pwa/register-service-worker'));
}
