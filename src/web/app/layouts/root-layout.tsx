import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { formatDocumentTitle } from '@/web/components/document-title';

/** What a route declares about itself (exported as `handle` by each lazy route module). */
export interface RouteHandle {
  /** i18n key of the page title, e.g. 'shell:titles.dashboard'. */
  titleKey?: string;
}

/** The page title of the deepest route that declares one. */
export function usePageTitle(): string | undefined {
  const { t } = useTranslation();
  const matches = useMatches();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.titleKey)?.handle as
    RouteHandle | undefined;
  return key?.titleKey ? t(key.titleKey) : undefined;
}

/** A thin bar at the top while the next screen downloads or loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20" aria-hidden="true">
      <div className="h-full w-full origin-left animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const title = usePageTitle();
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
