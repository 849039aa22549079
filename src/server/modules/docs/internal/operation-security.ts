import { operationScopes } from '../../../http/token-scopes';

/** Operations anyone may call, signed in or not. */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'GET /api/public-config',
  'GET /api/invitations/lookup',
  'POST /api/invitations/accept',
  'GET /api/calendar/feed/{file}',
  'GET /api/signoffs/verify/{digest}',
]);

/** The two ways in: the session cookie (its name as the auth library sets it) and a bearer token. */
export const securitySchemes = (cookieName: string) => ({
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description: 'The session cookie set by POST /api/auth/sign-in/email (browsers send it by themselves).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'wsp_…',
    description:
      'A personal API token (Settings › API access): `Authorization: Bearer wsp_…`. It acts as its owner, with the same access, on the operations its scopes cover; every other operation answers 403 TOKEN_SCOPE. Never together with a session cookie.',
  },
});

type Operation = { description?: string; security?: Array<Record<string, string[]>> };

/**
 * States who may call each operation of ours: the session, and, when a token scope covers it,
 * `bearerAuth` with that scope and a line saying so in its description (decision 0055).
 */
export function describeSecurity(paths: Record<string, Record<string, Operation>>): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (PUBLIC_OPERATIONS.has(key)) {
        op.security = [];
        continue;
      }
      const scope = operationScopes[key];
      op.security = scope ? [{ cookieAuth: [] }, { bearerAuth: [scope] }] : [{ cookieAuth: [] }];
      const note = scope
        ? `**API token scope:** \`${scope}\`.`
        : '**API tokens:** not accepted (signed-in session only).';
      op.description = op.description ? `${op.description}\n\n${note}` : note;
    }
  }
}
