import { routesTagged } from '../../lib/openapi-common';
import { portalViewListSchema, viewAsRedirectSchema } from '../../../shared/schemas/view-as';

const route = routesTagged('View as client');

export const startRoute = route.post(
  '/users/{id}/view-as',
  'Admin: view the portal as this client, read-only (swaps this browser’s session; logged)',
  { response: viewAsRedirectSchema, responseExample: { redirect: '/dashboard' } },
);
export const exitRoute = route.post(
  '/view-as/exit',
  'End a view as a client: the admin’s own session comes back (logged with its length)',
  { response: viewAsRedirectSchema, responseExample: { redirect: '/admin/users' } },
);
export const portalViewsRoute = route.get(
  '/me/portal-views',
  'When the agency viewed the caller’s portal, newest first',
  {
    response: portalViewListSchema,
    responseExample: {
      views: [
        {
          id: '5f0c7a2e-8b1d-4c3e-9f2a-1b2c3d4e5f60',
          admin_name: 'Marta (Websy)',
          started_at: '2026-11-20T10:00:00.000Z',
          ended_at: '2026-11-20T10:07:30.000Z',
          expires_at: '2026-11-20T11:00:00.000Z',
          duration_seconds: 450,
        },
      ],
    },
  },
);
