import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../lib/context';
import { API_POLICY } from '../lib/content-security-policy';

/** The security headers of every answer (decision 0037); HSTS only behind TLS. */
export function securityHeaders(baseURL: string): MiddlewareHandler {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: baseURL.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
    // The portal uses none of the device's sensors or payment handlers.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}

/**
 * Every answer carries a Content-Security-Policy: the web build's own (src/server/web/build-policy.ts),
 * the API reference's, a file preview's sandbox, or else one under which nothing runs.
 */
export function defaultContentSecurityPolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy'))
      c.res.headers.set('content-security-policy', API_POLICY);
  };
}
