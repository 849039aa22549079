import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  apiTokenListSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from '../../../shared/schemas/api-tokens';

const route = routesTagged('API tokens');
const example = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  user_id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  name: 'Zapier',
  scopes: ['projects:read', 'tasks:write'],
  prefix: 'wsp_Q2xpZW50',
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2027-02-18T09:00:00.000Z',
  revoked_at: null,
  last_used_at: '2026-11-21T10:15:00.000Z',
  last_used_ip: '203.0.113.10',
  status: 'active',
  can: { revoke: true },
};

export const listRoute = route.get(
  '/api-tokens',
  "The caller's API tokens, newest first (never their secrets)",
  {
    response: apiTokenListSchema,
    responseExample: { tokens: [example] },
  },
);
export const createRoute = route.post('/api-tokens', 'Create an API token: its secret is shown this once', {
  body: createApiTokenSchema,
  bodyExample: { name: 'Zapier', scopes: ['projects:read', 'tasks:write'], expires_in_days: 90 },
  response: createdApiTokenSchema,
  responseExample: { token: example, secret: 'wsp_Q2xpZW50X3NlY3JldF9leGFtcGxlX29ubHlfZm9yX2RvY3M' },
  status: 201,
});
export const revokeRoute = route.delete('/api-tokens/{id}', 'Revoke an API token (own; admins: anyone’s)');
export const listOfUserRoute = route.get('/users/{id}/api-tokens', "Admin: a person's API tokens", {
  response: withKey('tokens', z.array(apiTokenListSchema.shape.tokens.element)),
  responseExample: { tokens: [example] },
});
