import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '@/web/components/language-select';
import { Logo } from '@/web/components/logo';
import { ThemeToggle } from '@/web/components/theme-toggle';
import { paths } from '@/shared/paths';
import { ErrorBoundary } from '../errors/error-boundary';

const HIGHLIGHTS = ['progress', 'conversation', 'security'] as const;

/** Sign-in, registration, password reset and OAuth return: brand panel + form column. */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label={t('authLayout.asideLabel')}
        className="relative hidden overflow-hidden bg-gradient-to-br from-brand-from to-brand-to p-10 text-white lg:flex lg:flex-col lg:justify-between"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-16 size-96 rounded-full bg-black/10 blur-3xl"
        />
        <Link
          to={paths.home.getHref()}
          className="relative w-fit rounded-md text-white"
          aria-label={t('public.homeLink')}
        >
          <span className="inline-flex items-center gap-2 text-lg font-semibold">
            <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="white" />
              <path
                d="M7 10.5h3.2l2.3 9 2.6-9h1.8l2.6 9 2.3-9H25l-4 12h-2.9L16 15.6l-2.1 6.9H11z"
                fill="#4338ca"
              />
            </svg>
            Websy
          </span>
        </Link>
        <div className="relative max-w-md space-y-6">
          <p className="text-3xl leading-tight font-semibold tracking-tight text-balance">
            {t('authLayout.headline')}
          </p>
          <ul className="space-y-4">
            {HIGHLIGHTS.map((key) => (
              <li key={key} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span className="text-white">{t(`authLayout.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white">{t('authLayout.footnote')}</p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center justify-between gap-2 px-4 md:px-8">
          <Link
            to={paths.home.getHref()}
            className="rounded-md lg:invisible"
            aria-label={t('public.homeLink')}
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSelect compact />
            <ThemeToggle />
          </div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 outline-none sm:items-center md:px-8"
        >
          <div className="w-full max-w-md">
            <ErrorBoundary resetKey={pathname} inline>
              <Outlet />
            </ErrorBoundary>
          </div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 pb-6 text-xs text-muted-foreground">
          <Link
            to={paths.legal.privacy.getHref()}
            className="inline-flex min-h-11 items-center hover:text-foreground hover:underline md:min-h-6"
          >
            {t('footer.privacy')}
          </Link>
          <Link
            to={paths.legal.terms.getHref()}
            className="inline-flex min-h-11 items-center hover:text-foreground hover:underline md:min-h-6"
          >
            {t('footer.terms')}
          </Link>
        </footer>
      </div>
    </div>
  );
}
