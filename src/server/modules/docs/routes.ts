import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { APP_VERSION } from '../../../shared/limits';
import type { AppEnv, Deps } from '../../lib/context';

type OpenApiDoc = Record<string, unknown> & {
  paths?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown>>;
};

/** Our routes' document, plus the auth library's endpoints under /api/auth. */
export async function buildOpenApiDocument(
  api: Pick<OpenAPIHono<AppEnv>, 'getOpenAPI31Document'>,
  deps: Deps,
): Promise<OpenApiDoc> {
  const ours = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Websy Portal API',
      version: APP_VERSION,
      description:
        'JSON API of the Websy client portal. Authenticate with the session cookie from /api/auth/sign-in/email. Errors are { error: { code, message, details } } with the message in the Accept-Language language.',
    },
    servers: [{ url: deps.baseURL }],
  }) as unknown as OpenApiDoc;
  const authDoc = (await deps.auth.api.generateOpenAPISchema()) as unknown as OpenApiDoc;
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([p, item]) => [`/api/auth${p}`, item]),
  );
  const components = { ...(ours.components ?? {}) };
  for (const [kind, entries] of Object.entries(authDoc.components ?? {})) {
    components[kind] = { ...(entries ?? {}), ...(components[kind] ?? {}) };
  }
  return { ...ours, paths: { ...(ours.paths ?? {}), ...authPaths }, components };
}

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Websy API · Websy</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><main><h1 style="position:absolute;left:-9999px">Websy API</h1><div id="swagger-ui"></div></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });</script>
</body></html>`;

/** /api/openapi.json and a browsable reference at /api/docs, served locally (no CDN). */
export function docsRoutes(build: () => Promise<OpenApiDoc>) {
  let cached: Promise<OpenApiDoc> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => {
      cached ??= build();
      return c.json(await cached);
    })
    .get('/docs', (c) => c.html(page))
    .get('/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const type = assets[file];
      if (!type) return c.notFound();
      const body = await readFile(path.join(swaggerDir, file));
      return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    });
}
