import { AnalyticsDashboard } from './analytics-dashboard';

/** /admin#advanced-analytics: the same dashboard as /analytics (the admin page checks the role). */
export function AnalyticsSection() {
  return <AnalyticsDashboard />;
}
