import { LifeBuoy, Menu } from 'lucide-react';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { LanguageSelect } from '@/web/components/language-select';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { Button } from '@/web/components/ui/button';
import { NotificationBell } from '@/web/features/notifications/components/notification-bell';
import { useProjectCount } from '@/web/features/projects/api/list-projects';
import { useLocation } from 'react-router';
import { usePageTitle } from '../root-layout';
import { UserMenu } from './user-menu';
import { paths } from '@/shared/paths';
import { HydrationRegion } from '@/web/lib/screen-hydration';

/**
 * Menu button (below 768 px), page title, language, help centre, notification bell, theme toggle and the
 * user's menu. Memoised: the shell re-renders when its chunks arrive, the header need not.
 */
export const AppHeader = memo(function AppHeader({
  user,
  onOpenMenu,
  menuButtonRef,
  onOpenHelp,
}: {
  user: Profile;
  onOpenMenu: () => void;
  /** Opens the help centre (decision 0027). */
  onOpenHelp: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('shell');
  const title = usePageTitle();
  const { pathname } = useLocation();
  const projectCount = useProjectCount();
  // docs/product.md#screens-and-navigation: away from the dashboards, the header shows how many projects the user has.
  const showCount =
    pathname !== paths.app.dashboard.path &&
    pathname !== paths.admin.dashboard.path &&
    projectCount !== undefined;
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background px-3 md:px-6">
      {/* Below 768 px only, by CSS: the server draws the screen without knowing its width. */}
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenMenu}
        aria-label={t('header.openMenu')}
        data-tour="menu-button"
        aria-haspopup="dialog"
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <p className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground md:text-base">
        <span className="text-foreground">{title}</span>
        {showCount && (
          <span
            className="tabular ml-3 hidden rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground sm:inline"
            data-testid="header-project-count"
          >
            {t('header.projectCount', { count: projectCount })}
          </span>
        )}
      </p>
      <div className="flex items-center gap-1">
        {/* The header's controls are hydrated each on its own, after the shell: a press before
            then hydrates the shell and the control pressed, not every control. */}
        <HydrationRegion>
          <LanguageSelect compact className="hidden sm:flex" />
        </HydrationRegion>
        <span id="tour-entry" className="contents" />
        <Button
          variant="ghost"
          size="icon"
          onClick={onOpenHelp}
          aria-label={t('help.centre')}
          aria-keyshortcuts="?"
          data-tour="help"
          aria-haspopup="dialog"
        >
          <LifeBuoy className="size-5" aria-hidden="true" />
        </Button>
        {/* Hydrated on its own: a press on the bell before the shell's controls are hydrated
            hydrates the bell alone. */}
        <HydrationRegion>
          <NotificationBell />
        </HydrationRegion>
        <HydrationRegion>
          <ThemeToggle />
        </HydrationRegion>
        <HydrationRegion>
          <UserMenu user={user} />
        </HydrationRegion>
      </div>
    </header>
  );
});
