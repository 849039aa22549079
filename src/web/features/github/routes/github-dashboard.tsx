import { useParams } from 'react-router';
import { GithubCallbackPage } from '../components/github-callback-page';
import { GithubDashboardPage } from '../components/github-dashboard-page';
import { UserGithubPage } from '../components/user-github-page';

export const handle = { titleKey: 'github:page.title' };

/**
 * /github-dashboard: the signed-in user's GitHub connection and dashboard.
 * /profile/{userId}/github: an admin's read-only view of that user's dashboard.
 */
export function Component() {
  const { userId } = useParams();
  return userId === undefined ? <GithubDashboardPage /> : <UserGithubPage userId={userId} />;
}

/** /auth/github/callback, in the same chunk (one route less in the app's entry). */
export const callback = {
  handle: { titleKey: 'github:callback.title' },
  Component: GithubCallbackPage,
};
