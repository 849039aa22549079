import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../shared/i18n/config';
import type { Profile } from '../shared/schemas/profile';
import { FIRST_SCREEN_MARKS, SERVER_RENDERER_FILE, SESSION_DATA_ID } from '../shared/web-build';

/** `renderFirstScreen` of the built renderer (scripts/prerender/first-screen.tsx). */
export type RenderSignedIn = (
  path: string,
  profile: Profile,
  language: Language,
  timeZone?: string,
) => Promise<string | null>;

/**
 * The renderer of signed-in first screens the build wrote beside `webRoot`, or null when it did
 * not (a build from before decision 0041, or a test's web root): those screens then keep their
 * 'Verificando autenticación...' frame. Loaded on first use. Renders run one at a time: the
 * renderer's i18next is one instance, whose language each render sets.
 */
export function loadSignedInRenderer(webRoot: string): RenderSignedIn | null {
  const file = path.join(webRoot, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return null;
  let loaded: Promise<RenderSignedIn> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const load = async (): Promise<RenderSignedIn> => {
    const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
    if (typeof module.renderFirstScreen !== 'function') throw new Error(`${file} has no renderFirstScreen`);
    return module.renderFirstScreen as RenderSignedIn;
  };
  return (requestPath, profile, language, timeZone) => {
    loaded ??= load();
    const render = queue.then(async () => (await loaded!)(requestPath, profile, language, timeZone));
    queue = render.catch(() => undefined);
    return render;
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

/**
 * The page with `markup` (the person's first screen) in place of the frame, and their profile for
 * the app to start with (`SESSION_DATA_ID`, JSON that no browser runs; `<` escaped so no value
 * can close the element).
 */
export function signedInPage(template: SignedInTemplate, markup: string, profile: Profile): string {
  const json = JSON.stringify(profile).replace(/</g, '\\u003c');
  const data = `<script type="application/json" id="${SESSION_DATA_ID}">${json}</script>`;
  const after = template.after.includes('</body>')
    ? template.after.replace('</body>', () => `${data}\n  </body>`)
    : template.after + data;
  return `${template.before}${markup}${after}`;
}
