import { Navigate } from 'react-router';
import { paths } from '@/shared/paths';
import { UsersAdminSection } from '@/web/features/users-admin/components/users-admin-section';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'admin:ui.title' };

/** /admin/users and /user-management (admins only; also /admin#usuarios). */
export function Component() {
  const user = useCurrentUser();
  if (user.role !== 'admin') return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <UsersAdminSection selfId={user.id} />;
}
