import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { UserAvatar } from '@/web/components/user-avatar';
import { Button } from '@/web/components/ui/button';
import { useMenuOnDemand } from '@/web/lib/use-on-demand';

const loadDropdown = () => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown);

/**
 * The avatar button of the header. The menu behind it (and the menu library) loads on the first
 * click, already open (`useMenuOnDemand`).
 */
export function UserMenu({ user }: { user: Profile }) {
  const { t } = useTranslation('shell');
  const { Menu: Dropdown, standIn } = useMenuOnDemand(loadDropdown);
  const trigger = (
    <Button
      variant="ghost"
      className="h-11 gap-2 px-1.5 md:h-10"
      aria-label={t('user.menu')}
      data-tour="account"
      {...standIn}
    >
      <UserAvatar user={user} className="size-8" />
      <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
    </Button>
  );
  return Dropdown ? <Dropdown user={user} trigger={trigger} /> : trigger;
}
