import { useParams } from 'react-router';
import { UserGithubPage } from '@/web/features/github/components/user-github-page';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';
import { NotFoundView } from './not-found-view';

export const handle: RouteHandle = { titleKey: 'github:userView.title' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /profile/{userId}/github (SPEC §2: signed in, the first guard only): admins see the user's
 * GitHub dashboard read-only; anyone else, and an address that names no user, the not-found page.
 */
export function Component() {
  const user = useCurrentUser();
  const { userId = '' } = useParams();
  if (user.role !== 'admin' || !UUID.test(userId)) return <NotFoundView />;
  return <UserGithubPage userId={userId} />;
}
