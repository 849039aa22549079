import { createRoute, z } from '@hono/zod-openapi';
import { profileSchema, updateProfileSchema } from '../../../shared/schemas/profile';
import { requireCaller } from '../../lib/caller';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-common';
import { createRouter } from '../../lib/router';
import { getMe } from './get-me';
import { updateMe } from './update-me';

const profileExample = {
  user: {
    id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
    email: 'ana@cliente.com',
    full_name: 'Ana Pérez',
    name: 'Ana Pérez',
    avatar_url: null,
    avatar: null,
    has_real_avatar: false,
    role: 'user',
    two_factor_enabled: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
};
const meResponse = z.object({ user: profileSchema }).openapi('MeResponse');

const getMeRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Profile'],
  summary: "The signed-in user's profile",
  responses: { 200: jsonContent(meResponse, 'Profile', profileExample), ...errorResponses },
});

const updateMeRoute = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Profile'],
  summary: 'Update full name and avatar URL',
  request: {
    body: jsonBody(updateProfileSchema, {
      full_name: 'Ana Pérez',
      avatar_url: 'https://avatars.githubusercontent.com/u/1',
    }),
  },
  responses: { 200: jsonContent(meResponse, 'Updated profile', profileExample), ...errorResponses },
});

export const meRoutes = createRouter()
  .openapi(getMeRoute, async (c) => {
    const user = await getMe(c.var.deps.db, requireCaller(c));
    return c.json({ user }, 200);
  })
  .openapi(updateMeRoute, async (c) => {
    const user = await updateMe(c.var.deps.db, requireCaller(c), c.req.valid('json'));
    return c.json({ user }, 200);
  });
