import type { OpenAPIHono } from '@hono/zod-openapi';
import { APP_VERSION } from '../../../shared/limits';
import type { AppEnv, Deps } from '../../lib/context';
import { describeSecurity, securitySchemes } from './internal/operation-security';

export type OpenApiDoc = Record<string, unknown> & {
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
        'JSON API of the Websy client portal. Authenticate with the session cookie from /api/auth/sign-in/email, or with a personal API token (`Authorization: Bearer wsp_…`, created in Settings › API access) on the operations its scopes cover: each operation says which scope it needs, or that tokens are not accepted. Errors are { error: { code, message, details } } with the message in the Accept-Language language.',
    },
    servers: [{ url: deps.baseURL }],
  }) as unknown as OpenApiDoc;
  const authDoc = (await deps.auth.api.generateOpenAPISchema()) as unknown as OpenApiDoc;
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([p, item]) => [`/api/auth${p}`, item]),
  );
  describeSecurity((ours.paths ?? {}) as Parameters<typeof describeSecurity>[0]);
  const cookieName = (await deps.auth.$context).authCookies.sessionToken.name;
  const components: Record<string, Record<string, unknown>> = {
    ...(ours.components ?? {}),
    securitySchemes: { ...(ours.components?.securitySchemes ?? {}), ...securitySchemes(cookieName) },
  };
  for (const [kind, entries] of Object.entries(authDoc.components ?? {})) {
    components[kind] = { ...(entries ?? {}), ...(components[kind] ?? {}) };
  }
  return { ...ours, paths: { ...(ours.paths ?? {}), ...authPaths }, components };
}
