import { createRoute, z } from '@hono/zod-openapi';
import { profileSchema, updateProfileSchema } from '../../../shared/schemas/profile';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-common';

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
    viewed_by: null,
  },
};
const meResponse = z.object({ user: profileSchema }).openapi('MeResponse');

export const getMeRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Profile'],
  summary: "The signed-in user's profile",
  responses: { 200: jsonContent(meResponse, 'Profile', profileExample), ...errorResponses },
});

export const updateMeRoute = createRoute({
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
