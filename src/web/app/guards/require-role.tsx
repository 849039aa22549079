import { Navigate, Outlet } from 'react-router';
import { paths } from '@/shared/paths';
import type { FeatureRoute } from '@/web/lib/feature-route';
import { useCurrentUser } from '../session/use-current-user';

/**
 * The second guard of docs/product.md#screens-and-navigation, one for every screen that needs a role: a layout route inside the
 * signed-in layout (so the session is loaded) that renders its screens only for a matching role
 * and sends everyone else to /dashboard before the screen renders.
 */
export function RequireRole({ role }: { role: NonNullable<FeatureRoute['role']> }) {
  const user = useCurrentUser();
  if (user.role !== role) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
