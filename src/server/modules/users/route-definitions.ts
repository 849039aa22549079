import { routesTagged, withKey } from '../../lib/openapi-common';
import {
  adminUserListSchema,
  adminUserSchema,
  changeRoleSchema,
  deactivateSchema,
  listUsersQuerySchema,
} from '../../../shared/schemas/users-admin';

const route = routesTagged('Users');
const example = {
  id: '0b7f9a4e-2c1d-4f5e-9a8b-1c2d3e4f5a6b',
  email: 'lucia@cliente.com',
  full_name: 'Lucía Gómez',
  avatar_url: null,
  role: 'user',
  active: true,
  deactivation_reason: null,
  two_factor_enabled: false,
  project_count: 4,
  created_at: '2026-10-01T09:00:00.000Z',
  last_seen: '2026-11-21T08:30:00.000Z',
  can: { view_as: true },
};
const userResponse = withKey('user', adminUserSchema);

export const listRoute = route.get('/', 'Admin: users with search, role and status filters', {
  query: listUsersQuerySchema,
  response: adminUserListSchema,
  responseExample: { users: [example], total: 1, page: 1, limit: 20, totalPages: 1 },
});
export const roleRoute = route.patch('/{id}/role', 'Admin: change a user’s role (logged)', {
  body: changeRoleSchema,
  bodyExample: { role: 'admin' },
  response: userResponse,
  responseExample: { user: { ...example, role: 'admin' } },
});
export const deactivateRoute = route.post(
  '/{id}/deactivate',
  'Admin: deactivate (sessions end at once, sign-in refused)',
  {
    body: deactivateSchema,
    bodyExample: { reason: 'Contrato finalizado' },
    response: userResponse,
    responseExample: { user: { ...example, active: false, deactivation_reason: 'Contrato finalizado' } },
  },
);
export const reactivateRoute = route.post('/{id}/reactivate', 'Admin: reactivate a user', {
  response: userResponse,
  responseExample: { user: example },
});
