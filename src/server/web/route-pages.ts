import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../shared/i18n/config';
import { ROUTE_PAGES_FILE, routePattern, type RoutePage } from '../../shared/web-build';
import { signedInTemplate, type SignedInTemplate } from '../web-first-screen';
import { readVariants, type Variants } from './static-files';

/** An HTML page of the build, with its ETag. */
export interface Page {
  variants: Variants;
  tag: string;
}

export function readPage(file: string): Page {
  const variants = readVariants(file);
  const tag = `"${createHash('sha256').update(variants.identity).digest('base64url').slice(0, 27)}"`;
  return { variants, tag };
}

/** A route's pages, by language. */
export interface RoutePages {
  path: string;
  match: RegExp;
  page: Page;
  languages: Partial<Record<Language, Page>>;
  /** A signed-in screen's pages cut where the person's screen goes (docs/decisions/0046). */
  signedIn: Partial<Record<Language, SignedInTemplate>>;
}

const readAll = (root: string, files: Partial<Record<Language, string>> = {}) =>
  Object.fromEntries(
    Object.entries(files).map(([language, file]) => [language, readPage(path.join(root, file))]),
  ) as Partial<Record<Language, Page>>;

/** Each route's pages (index.html preloading that route's modules), when the build wrote them. */
export function readRoutePages(root: string): RoutePages[] {
  const list = path.join(root, ROUTE_PAGES_FILE);
  if (!existsSync(list)) return [];
  return (JSON.parse(readFileSync(list, 'utf8')) as RoutePage[]).map((route) => {
    const signedIn: RoutePages['signedIn'] = {};
    for (const [language, file] of Object.entries(route.signedIn ?? {})) {
      const template = signedInTemplate(readFileSync(path.join(root, file), 'utf8'));
      if (template) signedIn[language as Language] = template;
    }
    return {
      path: route.path,
      match: routePattern(route.path),
      page: readPage(path.join(root, route.file)),
      languages: readAll(root, route.languages),
      signedIn,
    };
  });
}

/** The page for a request to a route, in the visitor's language. */
export function pageFor(route: RoutePages, language: Language) {
  return route.languages[language] ?? route.page;
}
