import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '@/web/components/language-select';
import { Logo } from '@/web/components/logo';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { usePanelLink } from '@/web/lib/use-panel-link';
import { ErrorBoundary } from '../errors/error-boundary';
import { SiteFooter } from './site-footer';

/** Sign in and register, or the way to one's panel: the only part of the header that reads the session. */
function SessionLinks() {
  const { t } = useTranslation('shell');
  const { signedIn, panelHref } = usePanelLink();
  return signedIn ? (
    <Button asChild size="sm">
      <Link to={panelHref}>
        <LayoutDashboard aria-hidden="true" />
        {t('public.goToPanel')}
      </Link>
    </Button>
  ) : (
    <>
      <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
        <Link to={paths.auth.login.getHref()}>{t('public.signIn')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={paths.auth.register.getHref()}>{t('public.register')}</Link>
      </Button>
    </>
  );
}

function PublicHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <Link to={paths.home.getHref()} className="rounded-md" aria-label={t('public.homeLink')}>
          <Logo className="[&>span]:hidden sm:[&>span]:inline" />
        </Link>
        <nav aria-label={t('public.navLabel')} className="flex items-center gap-1 sm:gap-2">
          <LanguageSelect compact />
          <ThemeToggle />
          <SessionLinks />
        </nav>
      </div>
    </header>
  );
}

/** Home, legal pages and not-found: header, content, footer. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary resetKey={pathname} inline>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
