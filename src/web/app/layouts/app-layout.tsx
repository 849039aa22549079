import { memo, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/shared/paths';
import type { Profile } from '@/shared/schemas/profile';
import { useMe } from '@/web/lib/api/get-me';
import { isNetworkFailure } from '@/web/lib/error-toast';
import { RealtimeProvider } from '@/web/lib/realtime-provider';
import { HydrationRegion, ScreenHydrated, screenHydrated } from '@/web/lib/screen-hydration';
import { useIsDesktopNav, useMediaQuery } from '@/web/lib/use-media-query';
import { useOnDemand } from '@/web/lib/use-on-demand';
import { useTimeZoneHint } from '@/web/lib/time-zone-hint';
import { ErrorBoundary } from '../errors/error-boundary';
import { signOutIntent } from '../session/sign-out-intent';
import { ErrorScreen } from '../errors/error-screen';
import { AppHeader } from './app-shell/app-header';
import { SavedFormats } from './app-shell/saved-formats';
import { Sidebar } from './app-shell/sidebar';
import { useHelpCardDue } from './app-shell/use-help-card';
import { useHelpShortcut } from './app-shell/use-help-shortcut';
import { VerifyingSession } from './app-shell/verifying-session';
import { ViewAsBanner } from './app-shell/view-as-banner';

const loadMobileNav = () => import('./app-shell/mobile-nav').then((module) => module.MobileNav);
const loadGestures = () => import('./app-shell/app-gestures').then((module) => module.AppGestures);
const loadHelpCard = () => import('./app-shell/help-card').then((module) => module.HelpCard);
/** The help centre (decision 0027) and its articles, search and Markdown: chunks of their own. */
const loadHelpCentre = () =>
  import('@/web/features/help/load-help-centre').then((module) => module.loadHelpCentre());
/** The guided tours (decision 0027): their entry point, auto-start and overlay, loaded after the shell. */
const loadTourHost = () =>
  import('@/web/features/tours/load-tour-host').then((module) => module.loadTourHost());

/**
 * The route's screen, kept out of the shell's own re-renders (a chunk of the shell arriving, the
 * menu or the help centre opening): those used to render the whole screen again, 100–300 ms each
 * at 4× CPU while the app starts. It still follows the route (React Router's context).
 * A Suspense boundary of its own (decision 0047): React hydrates the shell first and the screen
 * after it, so a press on the shell (the bell, the menu) is handled without waiting for the
 * whole page, and a press on the screen hydrates the screen first (or only the part pressed, in a
 * screen cut into `HydrationRegion`s). Live updates start once the screen is hydrated
 * (`screenHydrated`): data that changed before would not match the server's markup.
 */
const RouteScreen = memo(function RouteScreen({ pathname }: { pathname: string }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
      <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8">
        <Suspense fallback={null}>
          <ErrorBoundary resetKey={pathname} inline>
            <Outlet />
          </ErrorBoundary>
          {/* Beside the error boundary: a screen that failed is hydrated too (as its error). */}
          <ScreenHydrated />
        </Suspense>
      </div>
    </main>
  );
});

/*
 * The shell's parts that change once the page runs (the screen's width and pointer, known only to
 * the browser; a chunk arriving; a timer) are components of their own: the change draws that part
 * again, not the whole shell, while the page starts (decision 0046).
 */

/** The sheet below 768 px: its code (and the dialog library under it) loads when the menu first opens. */
const MobileNavHost = memo(function MobileNavHost({
  user,
  open,
  wanted,
  onOpenChange,
  menuButton,
}: {
  user: Profile;
  open: boolean;
  wanted: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const isDesktop = useIsDesktopNav();
  const MobileNav = useOnDemand(loadMobileNav, !isDesktop && wanted);
  if (isDesktop || !MobileNav) return null;
  return <MobileNav user={user} open={open} onOpenChange={onOpenChange} menuButton={menuButton} />;
});

/** Touch gestures (decision 0027): a chunk of their own, for touch screens only. */
const GesturesHost = memo(function GesturesHost() {
  const Gestures = useOnDemand(loadGestures, useMediaQuery('(any-pointer: coarse)'));
  return Gestures ? <Gestures /> : null;
});

/** The floating 'need help?' card, once it is due. */
const HelpCardHost = memo(function HelpCardHost({ onOpenHelp }: { onOpenHelp: () => void }) {
  const [due, dismiss] = useHelpCardDue();
  const HelpCard = useOnDemand(loadHelpCard, due);
  return due && HelpCard ? <HelpCard onOpenHelp={onOpenHelp} onDismiss={dismiss} /> : null;
});

/** The guided tours' entry point, auto-start and overlay, loaded after the shell. */
const TourHostLoader = memo(function TourHostLoader({
  user,
  onOpenHelp,
}: {
  user: Profile;
  onOpenHelp: (tab: 'search' | 'tutorials') => void;
}) {
  const TourHost = useOnDemand(loadTourHost, true);
  return TourHost ? <TourHost user={user} onOpenHelp={onOpenHelp} /> : null;
});

/**
 * The signed-in shell and its guard (docs/product.md#screens-and-navigation): 'Verificando autenticación...' in the shell's frame
 * while the session loads (the same frame the build prerenders for these routes); signed out → /login?redirect=<wanted path>. Signed in, the realtime socket stays open
 * (leaving the layout — signing out — closes it).
 */
export function Component() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { data: user, isPending, isError, error, refetch, failureCount } = useMe();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<{ open: boolean; path: string }>({ open: false, path: location.pathname });
  // The sheet closes by itself when the route changes.
  const menuOpen = menu.open && menu.path === location.pathname;
  const onMenuOpenChange = useCallback(
    (open: boolean) => setMenu({ open, path: location.pathname }),
    [location.pathname],
  );
  // The help centre: from the header, the help card and the `?` key; loaded when first opened.
  const [help, setHelp] = useState<{ open: boolean; tab: 'search' | 'tutorials' }>({
    open: false,
    tab: 'search',
  });
  const openHelpAt = useCallback((tab: 'search' | 'tutorials') => setHelp({ open: true, tab }), []);
  const openHelp = useCallback(() => openHelpAt('search'), [openHelpAt]);
  useHelpShortcut(openHelp);
  const openMenu = useCallback(() => onMenuOpenChange(true), [onMenuOpenChange]);
  const HelpCentre = useOnDemand(loadHelpCentre, help.open);
  // The server renders this shell's next first screen in the browser's zone.
  useTimeZoneHint();

  if (isPending) return <VerifyingSession />;
  if (isError) {
    // docs/product.md#error-messages: the session could not be checked — no answer ('Error de conexión') or a failed one
    // ('Error de autenticación').
    const kind = isNetworkFailure(error) ? 'connection' : 'auth';
    return (
      <ErrorScreen
        errorId="SESSION"
        retries={failureCount}
        onRetry={() => void refetch()}
        cause={{ title: t(`errors:session.${kind}`), description: t(`errors:session.${kind}Hint`) }}
      />
    );
  }
  if (!user) {
    if (signOutIntent.active()) return null;
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(wanted)} replace />;
  }

  return (
    <RealtimeProvider userId={user.id} startAfter={screenHydrated}>
      <SavedFormats>
        <div className="min-h-dvh bg-background">
          {/* The sidebar from 768 px, by CSS (the server draws the screen without knowing its
            width); below, the menu button opens it in a sheet. Hydrated on its own, after the
            shell: a press on the shell before it is hydrated hydrates the shell at once, in the
            press, and the sidebar's links were most of it (hidden, on a phone). */}
          <aside
            className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r md:block"
            aria-label={t('nav.sidebarLabel')}
          >
            <HydrationRegion>
              <Sidebar user={user} />
            </HydrationRegion>
          </aside>
          <MobileNavHost
            user={user}
            open={menuOpen}
            wanted={menu.open}
            onOpenChange={onMenuOpenChange}
            menuButton={menuButton}
          />
          <div className="flex min-h-dvh flex-col md:pl-64">
            {user.viewed_by && <ViewAsBanner name={user.full_name || user.email} email={user.email} />}
            <AppHeader user={user} menuButtonRef={menuButton} onOpenMenu={openMenu} onOpenHelp={openHelp} />
            <RouteScreen pathname={location.pathname} />
          </div>
          <GesturesHost />
          <HelpCardHost onOpenHelp={openHelp} />
          {HelpCentre && (
            <HelpCentre
              open={help.open}
              onOpenChange={(open) => setHelp((current) => ({ ...current, open }))}
              tab={help.tab}
              isAdmin={user.role === 'admin'}
            />
          )}
          <TourHostLoader user={user} onOpenHelp={openHelpAt} />
        </div>
      </SavedFormats>
    </RealtimeProvider>
  );
}
