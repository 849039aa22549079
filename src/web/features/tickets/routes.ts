import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/**
 * The support tickets feature's screens, ready for the router (children of the 'app' layout
 * route). The admin side is the `TicketsAdminSection` component (/admin#tickets).
 */
export const ticketRoutes: FeatureRoute[] = [
  { id: 'support', path: paths.app.support.path, lazy: () => import('./routes/support') },
];
