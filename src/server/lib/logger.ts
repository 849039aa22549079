import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Fields that carry a secret wherever they appear at the top level or one level down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  'apiKey',
  'apiKeys',
  'secret',
  'clientSecret',
  'client_secret',
  'appSecret',
  'secretAccessKey',
  'cookie',
  'authorization',
  // Connection strings that hold a password (postgres://user:pass@…, smtp://user:pass@…).
  'databaseUrl',
  'smtpUrl',
];
/** Request and response headers that carry a session, a credential or a provider key. */
const SECRET_HEADERS = ['cookie', 'authorization', '"set-cookie"', '"x-goog-api-key"', '"x-api-key"'];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) =>
    ['headers', 'req.headers', 'res.headers', '*.headers'].map((at) =>
      header.startsWith('"') ? `${at}[${header}]` : `${at}.${header}`,
    ),
  ),
];

/**
 * The server's structured log (pino, JSON lines). Secrets never reach it: passwords, tokens,
 * provider keys, cookies and credentials in headers or connection strings are written as
 * '[redacted]' (tested in logger.test.ts).
 */
export function createLogger(level: pino.Level | 'silent', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
