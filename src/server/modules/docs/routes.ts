import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import type { OpenApiDoc } from './build-openapi-document';
import { inlineScriptHashes, webPolicy } from '../../lib/content-security-policy';
import { docsPage } from './docs-page';
import { readDocsAsset } from './read-docs-asset';

/** The reference page runs Swagger UI from this server and its one inline start-up script. */
const docsPolicy = webPolicy(inlineScriptHashes(docsPage));

/** /api/openapi.json and a browsable reference at /api/docs, served locally (no CDN). */
export function docsRoutes(build: () => Promise<OpenApiDoc>) {
  let cached: Promise<OpenApiDoc> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => {
      cached ??= build();
      return c.json(await cached);
    })
    .get('/docs', (c) => c.html(docsPage, 200, { 'content-security-policy': docsPolicy }))
    .get('/docs/assets/:file', async (c) => {
      const asset = await readDocsAsset(c.req.param('file'));
      if (!asset) return c.notFound();
      return c.body(asset.body, 200, {
        'content-type': asset.type,
        'cache-control': 'public, max-age=86400',
      });
    });
}
