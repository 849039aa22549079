import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The webhooks feature's screens (admins): the endpoints, and one endpoint's delivery log. */
export const webhooksRoutes: FeatureRoute[] = [
  {
    id: 'admin-webhooks',
    path: paths.admin.webhooks.path,
    lazy: () => import('./routes/webhooks'),
    role: 'admin',
  },
  {
    id: 'admin-webhook-deliveries',
    path: paths.admin.webhookDeliveries.path,
    lazy: () => import('./routes/webhook-deliveries'),
    role: 'admin',
  },
];
