import type { Language } from './i18n/config';

/**
 * Where the web build lists its route pages (written by scripts/route-pages.ts, read by the
 * server's src/server/web-static.ts): `[{ path: '/proyectos/detalle/:projectId', file }]`, each file
 * a copy of index.html that preloads that route's modules.
 */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

export interface RoutePage {
  path: string;
  /** The route's page (its first screen in Spanish, when it has one). */
  file: string;
  /** The route's first screen in each language (docs/decisions/0020, 0039). */
  languages?: Partial<Record<Language, string>>;
  /**
   * For a screen whose scripts wait for the visitor's first interaction: the same pages starting
   * them at once, for a visitor who may be signed in (docs/decisions/0039).
   */
  eager?: Partial<Record<Language, string>>;
}

/** A route pattern as a matcher of request paths: `:param` is one non-empty path segment. */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
