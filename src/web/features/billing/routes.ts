import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The billing feature's screens, ready for the router (children of the 'app' layout route). */
export const billingRoutes: FeatureRoute[] = [
  { id: 'billing', path: paths.app.billing.path, lazy: () => import('./routes/billing') },
  {
    id: 'admin-pagos',
    path: paths.admin.payments.path,
    lazy: () => import('./routes/admin-payments'),
    role: 'admin',
  },
  {
    id: 'admin-payments',
    path: paths.admin.paymentsAlias.path,
    lazy: () => import('./routes/admin-payments'),
    role: 'admin',
  },
];
