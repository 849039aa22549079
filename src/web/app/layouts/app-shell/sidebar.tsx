import { LogOut } from 'lucide-react';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { Profile } from '@/shared/schemas/profile';
import { Logo } from '@/web/components/logo';
import { UserAvatar } from '@/web/components/user-avatar';
import { useRealtimeStatus } from '@/web/lib/realtime-provider';
import { Button } from '@/web/components/ui/button';
import { panelHrefOf } from '@/shared/paths';
import { cn } from '@/web/lib/utils';
import { firstScreenPart } from '@/web/lib/first-screen-part';
import { navigationFor, visibleNavigation, type NavItem } from '../../navigation';
import { useAdminCounts } from '../../session/use-admin-counts';
import { useSignOut } from '../../session/use-sign-out';

/** The chat's unread badge: its own chunk, asked for with the shell (`firstScreenPart`). */
const SidebarUnread = firstScreenPart(() =>
  import('@/web/features/chat/components/sidebar-unread').then((m) => m.SidebarUnread),
);

/** The person's avatar, ringed by the realtime connection's state: it alone follows that state. */
function SidebarAvatar({ user }: { user: Profile }) {
  const realtime = useRealtimeStatus();
  return (
    <UserAvatar user={user} className="size-10" ring={realtime === 'connected' ? 'online' : 'offline'} />
  );
}

/**
 * Sidebar of docs/product.md#screens-and-navigation: user header (avatar or initial, full name or 'Usuario', e-mail,
 * 'Cerrar Sesión'), then the role's sections with only the entries whose screen exists.
 * Memoised: the shell renders again as its parts arrive after hydration (the tours, the help
 * card, the gestures, the screen's width), and each of those drew every entry again.
 */
export const Sidebar = memo(function Sidebar({
  user,
  onNavigate,
}: {
  user: Profile;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { signOut, pending } = useSignOut();
  const sections = visibleNavigation(navigationFor(user.role));
  const displayName = user.full_name.trim() || t('user.defaultName');
  const location = useLocation();
  // Drawn by the server with the screen (a first-screen read), so hydrating draws nothing again;
  // realtime changes to projects refresh it.
  const { data: counts } = useAdminCounts(user.role === 'admin');
  // Admin sections live in the hash of /admin (docs/product.md#screens-and-navigation): match path and hash for those.
  const activeFor = (item: NavItem, routerActive: boolean) => {
    const [path, hash] = item.href.split('#');
    if (hash !== undefined) return location.pathname === path && location.hash === `#${hash}`;
    if (item.end && location.hash) return false;
    return routerActive;
  };

  return (
    <div
      data-testid={user.role === 'admin' ? 'sidebar-admin' : 'sidebar-client'}
      className="flex h-full flex-col bg-sidebar text-sidebar-foreground"
    >
      <div className="flex h-16 shrink-0 items-center px-5">
        <NavLink
          to={panelHrefOf(user.role)}
          className="rounded-md"
          aria-label={t('public.homeLink')}
          onClick={onNavigate}
        >
          <Logo />
        </NavLink>
      </div>
      <div className="mx-3 mb-2 rounded-xl border bg-card p-3">
        <div className="flex items-center gap-3">
          <SidebarAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold" title={displayName}>
              {displayName}
            </p>
            <p className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>
        {user.role === 'admin' && (
          <p className="mt-2 inline-flex rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-foreground">
            {t('user.roles.admin')}
          </p>
        )}
      </div>
      <nav aria-label={t('nav.label')} data-tour="navigation" className="flex-1 overflow-y-auto px-3 py-2">
        {sections.map((section) => (
          <div key={section.id} className="mb-4">
            {section.titleKey && (
              <h2 className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
                {t(section.titleKey)}
              </h2>
            )}
            <ul className="space-y-0.5">
              {section.items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    to={item.href}
                    end={item.end}
                    onClick={onNavigate}
                    data-tour={`nav-${item.id}`}
                    aria-current={activeFor(item, location.pathname === item.href) ? 'page' : false}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors md:min-h-10',
                        activeFor(item, isActive)
                          ? 'bg-accent text-accent-foreground'
                          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                      )
                    }
                  >
                    <item.icon className="size-5 shrink-0" aria-hidden="true" />
                    <span className="flex-1">{t(item.labelKey)}</span>
                    {item.count && counts && (
                      <span
                        className="tabular rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-foreground"
                        aria-label={t('nav.countLabel', { count: counts[item.count] })}
                      >
                        {counts[item.count]}
                      </span>
                    )}
                    {item.ai && (
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-primary px-1.5 py-0.5 text-[10px] font-semibold text-primary-foreground"
                      >
                        {t('nav.aiBadge')}
                      </span>
                    )}
                    {item.unread && (
                      <Suspense fallback={null}>
                        <SidebarUnread />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t p-3">
        <Button
          variant="ghost"
          className="w-full justify-start gap-3 text-muted-foreground hover:text-foreground"
          onClick={() => void signOut()}
          loading={pending}
        >
          {!pending && <LogOut className="size-5" aria-hidden="true" />}
          {t('user.signOut')}
        </Button>
      </div>
    </div>
  );
});
