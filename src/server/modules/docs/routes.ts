import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import type { OpenApiDoc } from './build-openapi-document';
import { getDocsPage } from './get-docs-page';
import { readDocsAsset } from './read-docs-asset';

/** /api/openapi.json and a browsable reference at /api/docs, served locally (no CDN). */
export function docsRoutes(build: () => Promise<OpenApiDoc>) {
  let cached: Promise<OpenApiDoc> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => {
      cached ??= build();
      return c.json(await cached);
    })
    .get('/docs', (c) => {
      const page = getDocsPage();
      return c.html(page.html, 200, { 'content-security-policy': page.policy });
    })
    .get('/docs/assets/:file', async (c) => {
      const asset = await readDocsAsset(c.req.param('file'));
      if (!asset) return c.notFound();
      return c.body(asset.body, 200, {
        'content-type': asset.type,
        'cache-control': 'public, max-age=86400',
      });
    });
}
