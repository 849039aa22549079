import { AnalyticsDashboard } from '../components/analytics-dashboard';

export const handle = { titleKey: 'analytics:title' };

/** /analytics (admins: the router's role guard). */
export function Component() {
  return <AnalyticsDashboard />;
}
