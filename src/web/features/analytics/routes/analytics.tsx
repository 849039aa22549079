import { Navigate } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/shared/paths';
import { useMe } from '@/web/features/users/api/get-me';
import { AnalyticsDashboard } from '../components/analytics-dashboard';

export const handle = { titleKey: 'analytics:title' };

/** /analytics (admins; clients go to /dashboard). */
export function Component() {
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-64 w-full" />;
  if (me.data?.role !== 'admin') return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <AnalyticsDashboard />;
}
