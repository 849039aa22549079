import {
  BarChart3,
  FolderKanban,
  GraduationCap,
  LayoutDashboard,
  Settings,
  Signpost,
  User,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Button, buttonVariants } from '@/web/components/ui/button';

/**
 * Quick actions of the help centre (docs/product.md#screens-and-navigation): the welcome tour, the tutorials, the main screens,
 * analytics for admins.
 */
export function QuickActions({
  isAdmin,
  onNavigate,
  onWelcomeTour,
  onTutorials,
}: {
  isAdmin: boolean;
  onNavigate: () => void;
  onWelcomeTour: () => void;
  onTutorials: () => void;
}) {
  const { t } = useTranslation('help');
  const actions = [
    { id: 'dashboard', href: paths.app.dashboard.getHref(), icon: LayoutDashboard },
    { id: 'projects', href: paths.app.projects.getHref(), icon: FolderKanban },
    { id: 'profile', href: paths.app.profile.getHref(), icon: User },
    { id: 'settings', href: paths.app.settings.getHref(), icon: Settings },
    ...(isAdmin ? [{ id: 'analytics', href: paths.app.analytics.getHref(), icon: BarChart3 }] : []),
  ];
  return (
    <nav aria-labelledby="help-quick-title">
      <h3 id="help-quick-title" className="sr-only">
        {t('quick.title')}
      </h3>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        <li className="shrink-0">
          <Button size="sm" onClick={onWelcomeTour}>
            <Signpost aria-hidden="true" />
            {t('quick.welcomeTour')}
          </Button>
        </li>
        <li className="shrink-0">
          <Button size="sm" variant="outline" onClick={onTutorials}>
            <GraduationCap aria-hidden="true" />
            {t('quick.tutorials')}
          </Button>
        </li>
        {actions.map(({ id, href, icon: Icon }) => (
          <li key={id} className="shrink-0">
            <Link
              to={href}
              onClick={onNavigate}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Icon aria-hidden="true" />
              {t(`quick.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
