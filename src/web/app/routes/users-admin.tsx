import { UserApiTokensButton } from '@/web/features/api-tokens/components/user-api-tokens-button';
import { UsersAdminSection } from '@/web/features/users-admin/components/users-admin-section';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'admin:ui.title' };

/** /admin/users and /user-management (admins: the router's role guard; also /admin#usuarios). */
export function Component() {
  const user = useCurrentUser();
  return <UsersAdminSection selfId={user.id} userActions={(row) => <UserApiTokensButton user={row} />} />;
}
