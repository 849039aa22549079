import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context';

/** Serves the built SPA: hashed assets cached forever, every other path gets index.html. */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const root = path.relative(process.cwd(), webRoot) || '.';
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`web build missing: ${indexFile}`);
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_p, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    // A missing asset or file is a 404, never the page: a stale chunk must fail as a chunk.
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound();
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
}
