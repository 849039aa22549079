import { paths } from '@/shared/paths';

/**
 * The billing feature's screens, ready for the router (children of the 'app' layout route).
 * Every module exports `Component` and `handle` (its title key). `role: 'admin'` screens also
 * send clients to /dashboard themselves.
 */
export interface BillingRoute {
  id: string;
  path: string;
  lazy: () => Promise<object>;
  role?: 'admin';
}

export const billingRoutes: BillingRoute[] = [
  { id: 'billing', path: paths.app.billing.path, lazy: () => import('./routes/billing') },
  {
    id: 'admin-pagos',
    path: paths.admin.payments.path,
    lazy: () => import('./routes/admin-payments'),
    role: 'admin',
  },
  {
    id: 'admin-payments',
    path: '/admin/payments',
    lazy: () => import('./routes/admin-payments'),
    role: 'admin',
  },
];
