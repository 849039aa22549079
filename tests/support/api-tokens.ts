import type { ApiTokenScope } from '../../src/shared/schemas/api-tokens';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/** Creates a token through the API as the signed-in `http` and returns its record and secret. */
export async function createToken(
  http: HttpClient,
  scopes: ApiTokenScope[],
  overrides: { name?: string; expires_in_days?: number; expires_at?: string } = {},
): Promise<{ id: string; secret: string }> {
  const expiry = overrides.expires_at ? {} : { expires_in_days: overrides.expires_in_days ?? 30 };
  const res = await http.post('/api/api-tokens', {
    name: overrides.name ?? `Token ${scopes.join(' ')}`,
    scopes,
    ...expiry,
    ...(overrides.expires_at && { expires_at: overrides.expires_at }),
  });
  if (res.status !== 201) throw new Error(`token creation failed: ${res.status} ${res.text}`);
  return { id: res.json.token.id as string, secret: res.json.secret as string };
}

/**
 * An integration's HTTP client: no cookies, no Origin (as a server-side tool sends), the token in
 * `Authorization: Bearer`.
 */
export function bearerClient(app: TestApp, secret: string, language = 'es') {
  const http = app.client({ origin: null, language });
  const auth = { authorization: `Bearer ${secret}` };
  return {
    request: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      http.request(method, path, body, { ...auth, ...headers }),
    get: (path: string) => http.request('GET', path, undefined, auth),
    post: (path: string, body: unknown = {}) => http.request('POST', path, body, auth),
    delete: (path: string) => http.request('DELETE', path, undefined, auth),
  };
}
