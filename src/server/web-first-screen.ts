import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../shared/i18n/config';
import type { Profile } from '../shared/schemas/profile';
import {
  FIRST_SCREEN_MARKS,
  LIVE_DATA_ID,
  QUERIES_DATA_ID,
  SERVER_RENDERER_FILE,
  SESSION_DATA_ID,
} from '../shared/web-build';

/** A GET of the API (`path` with its query string) as the person the screen is for. */
export type ReadApi = (path: string) => Promise<Response>;

/** A signed-in first screen and the data it shows: `queries` is plain JSON (TanStack's dehydrated state). */
export interface SignedInScreen {
  markup: string;
  queries: unknown;
  /** The time zone its dates are drawn in (an IANA name). */
  timeZone: string;
  /** When it was drawn (ms): its relative times read from then. */
  renderedAt?: number;
}

/** When the server began reading a signed-in screen's data (ms, its clock), for the app's catch-up. */
export interface ReadSince {
  since: number;
  /** The server process whose clock that is. */
  from: string;
}

/** `renderSignedInScreen` of the built renderer (scripts/prerender/first-screen.tsx). */
export type RenderSignedIn = (
  path: string,
  profile: Profile,
  language: Language,
  options?: { timeZone?: string; readApi?: ReadApi },
) => Promise<SignedInScreen | null>;

/**
 * The renderer of signed-in first screens the build wrote beside `webRoot`, or null when it did
 * not (a test's web root): those screens then keep their 'Verificando autenticación...' frame.
 * Loaded on first use. Renders run side by side: each has its own router, query cache and
 * transport, and i18next instance of its language (docs/decisions/0046).
 */
export function loadSignedInRenderer(webRoot: string): RenderSignedIn | null {
  const file = path.join(webRoot, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return null;
  let loaded: Promise<RenderSignedIn> | undefined;
  const load = async (): Promise<RenderSignedIn> => {
    const module = (await import(pathToFileURL(file).href)) as { renderSignedInScreen?: unknown };
    if (typeof module.renderSignedInScreen !== 'function')
      throw new Error(`${file} has no renderSignedInScreen`);
    return module.renderSignedInScreen as RenderSignedIn;
  };
  return (requestPath, profile, language, options) => {
    loaded ??= load();
    return loaded.then((render) => render(requestPath, profile, language, options));
  };
}

/** A signed-in screen's page cut where its prerendered frame goes (`FIRST_SCREEN_MARKS`). */
export interface SignedInTemplate {
  before: string;
  after: string;
}

/** The page around its marked frame, or null when the page has none (an older build). */
export function signedInTemplate(html: string): SignedInTemplate | null {
  const [open, close] = FIRST_SCREEN_MARKS;
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) return null;
  return { before: html.slice(0, start), after: html.slice(end + close.length) };
}

/** JSON that no browser runs, in an element of its own; `<` escaped so no value can close it. */
const dataElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The page with the person's first screen in place of the frame, and what the app starts with:
 * their profile (`SESSION_DATA_ID`), the data the screen shows (`QUERIES_DATA_ID`), and when that
 * data began to be read (`LIVE_DATA_ID`).
 */
export function signedInPage(
  template: SignedInTemplate,
  screen: SignedInScreen,
  profile: Profile,
  read: ReadSince,
): string {
  const data =
    dataElement(SESSION_DATA_ID, profile) +
    dataElement(QUERIES_DATA_ID, screen.queries) +
    dataElement(LIVE_DATA_ID, read);
  const after = template.after.includes('</body>')
    ? template.after.replace('</body>', () => `${data}\n  </body>`)
    : template.after + data;
  // Drawn for this very address, its query included (index.html keeps it shown), and in this
  // time zone (the app hydrates in it, src/web/app/app.tsx). A zone name has no quote or `<`.
  const zone = /^[\w+\-/]+$/.test(screen.timeZone) ? screen.timeZone : 'UTC';
  const before = template.before.replace(
    ' data-prerender-lang=',
    ` data-prerender-query data-time-zone="${zone}"${
      Number.isSafeInteger(screen.renderedAt) ? ` data-rendered-at="${screen.renderedAt}"` : ''
    } data-prerender-lang=`,
  );
  return `${before}${screen.markup}${after}`;
}
