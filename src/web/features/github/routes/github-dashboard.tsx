import { GithubCallbackPage } from '../components/github-callback-page';
import { GithubDashboardPage } from '../components/github-dashboard-page';

export const handle = { titleKey: 'github:page.title' };

/** /github-dashboard: the signed-in user's GitHub connection and dashboard. */
export function Component() {
  return <GithubDashboardPage />;
}

/** /auth/github/callback, in the same chunk (one route less in the app's entry). */
export const callback = {
  handle: { titleKey: 'github:callback.title' },
  Component: GithubCallbackPage,
};
