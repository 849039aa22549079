import { z } from '@hono/zod-openapi';
import { routesTagged, withKey } from '../../lib/openapi-common';

const memberSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  has_real_avatar: z.boolean(),
  skills: z.array(z.string()),
});

const route = routesTagged('Staff');

export const listRoute = route.get('/', "The agency's team (admins) with their skills: assignees of tasks", {
  response: withKey('members', z.array(memberSchema)),
  responseExample: {
    members: [
      {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        full_name: 'Marta',
        email: 'marta@agencia.com',
        avatar_url: null,
        has_real_avatar: false,
        skills: ['Figma', 'React'],
      },
    ],
  },
});
