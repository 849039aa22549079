import { GithubDashboardPage } from '../components/github-dashboard-page';

export const handle = { titleKey: 'github:page.title' };

/** /github-dashboard: the signed-in user's GitHub connection and dashboard. */
export function Component() {
  return <GithubDashboardPage />;
}
