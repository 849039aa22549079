import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { UserAvatar } from '@/web/components/user-avatar';
import { Button } from '@/web/components/ui/button';
import { useOnDemand } from '@/web/lib/use-on-demand';

const loadDropdown = () => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown);

/**
 * The avatar button of the header. The menu behind it (and the menu library) loads on the first
 * click, already open; from then on the library's own trigger takes over. Pointing at or focusing
 * the button starts the download, so the first click rarely waits.
 */
export function UserMenu({ user }: { user: Profile }) {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  const Dropdown = useOnDemand(loadDropdown, wanted);
  const preload = () => void loadDropdown().catch(() => undefined);
  // Until the menu has loaded, the button stands in for the library's trigger (which then sets
  // these attributes itself: a prop given here, even undefined, would override its own).
  const standIn = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
  } as const;
  const trigger = (
    <Button
      variant="ghost"
      className="h-11 gap-2 px-1.5 md:h-10"
      aria-label={t('user.menu')}
      data-tour="account"
      {...(Dropdown ? {} : standIn)}
    >
      <UserAvatar user={user} className="size-8" />
      <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
    </Button>
  );
  return Dropdown ? <Dropdown user={user} trigger={trigger} /> : trigger;
}
