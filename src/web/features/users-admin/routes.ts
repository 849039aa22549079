import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';

/** The users-admin feature's public route (the admin screens are sections composed in app/). */
export const inviteRoute: FeatureRoute = {
  id: 'invite',
  path: paths.auth.invite.path,
  lazy: () => import('./routes/invite'),
};
