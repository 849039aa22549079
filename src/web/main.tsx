import '@fontsource-variable/inter';
import './styles.css';
import './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { listenForHelpShortcut } from './app/layouts/app-shell/use-help-shortcut';
import { type AppRouter, createHydratingRouter, createRouter, whenRouterReady } from './app/router';
import { whenFirstScreenPartsArrive } from './lib/first-screen-part';
import { browserTimeZone } from './lib/formatters';
import { whenLanguageReady } from './lib/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from './lib/query-client';
import { takeServerQueries, takeServerSession } from './lib/server-session';
import { startNowAt } from './lib/use-now';
import { startClassMerging } from './lib/utils';

/**
 * The app's cache, starting with the session and the data a server-rendered screen brought
 * (TanStack Query's dehydrated state, docs/decisions/0046).
 */
function startQueryClient() {
  const client = createQueryClient();
  const profile = takeServerSession();
  if (profile) {
    client.setQueryData(SESSION_QUERY_KEY, profile);
    takeServerQueries(client);
  }
  return client;
}

const container = document.getElementById('root');
/** When the server drew the screen for this request (ms), if it did. */
const renderedAt = Number(document.documentElement.dataset.renderedAt) || undefined;
if (!container) throw new Error('#root is missing from index.html');

const app = (router: AppRouter) => (
  <StrictMode>
    <App
      queryClient={startQueryClient()}
      timeZone={document.documentElement.dataset.timeZone}
      renderedAt={renderedAt}
    >
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

// The server drew this screen (prerendered at build time, or rendered for the person signed in):
// React hydrates it in place once the route's lazy modules and the language's catalogues are in,
// with a router that starts on those modules (`createHydratingRouter`), so its first render is the
// server's and the scroll stays where the person has taken it. Markup the page
// hid (`no-prerender`: another language, a query the build could not know) is replaced instead.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree, and a press meanwhile hydrates the part it lands on at once
// (React's selective hydration) and reaches its handler, when that part's code is in.
// No top-level await: with one, the bundler keeps every module the lazy chunks share with the
// entry out of the entry chunk.
const root = document.documentElement;
if (container.firstElementChild && !root.classList.contains('no-prerender')) {
  // The class merger's tables first, in a task of their own: built by the first component that
  // merged classes, they lengthened a hydration step by 12–16 ms at full speed, or the press that
  // hydrated the shell at once.
  setTimeout(startClassMerging, 0);
  // Its relative times are hydrated as drawn, and stay so until the clock's first move.
  if (renderedAt) startNowAt(renderedAt);
  // A screen the server drew in a time zone: hydration compares the browser's with it (app.tsx).
  // The page's first `Intl` call starts the browser's locale data (12–15 ms at full speed): in a
  // task of its own, not inside hydration's first step. Public pages make no such call.
  if (root.dataset.timeZone) setTimeout(browserTimeZone, 0);
  // In a task of its own, after the one that evaluated the app's modules (the language's start
  // among them): matching the address against every route and loading its modules is the next
  // 10–25 ms at full speed, and the painted page loses nothing by the browser getting a turn between.
  setTimeout(() => {
    const ready = createHydratingRouter().then(async (router) => {
      await whenRouterReady(router);
      // The chunks of the screen's own parts (asked for as their modules ran): a part whose code
      // is not in yet cannot be hydrated, and a press on it was lost.
      await whenFirstScreenPartsArrive();
      return router;
    });
    void Promise.all([ready, whenLanguageReady()]).then(([router]) =>
      startTransition(() => {
        hydrateRoot(container, app(router));
        // React listens from here: presses reach their handlers (styles.css).
        root.dataset.appLive = '';
      }),
    );
  }, 0);
} else {
  container.replaceChildren();
  root.classList.remove('no-prerender');
  createRoot(container).render(app(createRouter()));
  root.dataset.appLive = '';
}

// `?` opens the help centre from the moment the page runs, hydrated or not yet.
listenForHelpShortcut();

// The installable app's service worker (features/pwa): registered after `load`, by its own chunk
// (the development server has no /sw.js), at once when `load` has fired before the app started.
if (import.meta.env.PROD) {
  const register = () => import('./features/pwa/register-service-worker');
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
