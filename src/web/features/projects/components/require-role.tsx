import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Profile } from '@/shared/schemas/profile';
import { paths } from '@/shared/paths';
import { useViewer } from '../lib/use-viewer';

/**
 * Renders `children(viewer)` for the signed-in user; with `role="admin"`, a client is sent to
 * /dashboard (SPEC §6: a required role that does not match redirects there).
 */
export function WithViewer({ role, children }: { role?: 'admin'; children: (viewer: Profile) => ReactNode }) {
  const viewer = useViewer();
  if (!viewer) return null;
  if (role === 'admin' && viewer.role !== 'admin')
    return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <>{children(viewer)}</>;
}
