/**
 * Where the web build lists its route pages (written by scripts/route-pages.ts, read by the
 * server's src/server/web-static.ts): `[{ path: '/proyectos/detalle/:projectId', file }]`, each file
 * a copy of index.html that preloads that route's modules.
 */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

export interface RoutePage {
  path: string;
  file: string;
}

/** A route pattern as a matcher of request paths: `:param` is one non-empty path segment. */
export function routePattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
