import { useTranslation } from 'react-i18next';
import { Logo } from '@/web/components/logo';
import { LoadingScreen } from '../../errors/loading-screen';

/**
 * The signed-in frame while the session is checked (docs/product.md#screens-and-navigation: 'Verificando autenticación...'):
 * the sidebar's place on tablet and desktop, the header bar and the main area, where the app
 * layout then draws its own, so nothing moves when the user arrives. The sidebar follows the
 * layout's breakpoint in CSS alone: the build paints this frame from the HTML of every signed-in
 * route (scripts/prerender.ts), before any script has run.
 */
export function VerifyingSession() {
  const { t } = useTranslation('shell');
  return (
    <div className="min-h-dvh bg-background">
      <aside
        className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r md:block"
        aria-label={t('nav.sidebarLabel')}
      >
        <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
          <div className="flex h-16 shrink-0 items-center px-5">
            <Logo />
          </div>
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col md:pl-64">
        <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center border-b bg-background" />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <LoadingScreen label={t('guard.verifying')} fullScreen={false} />
        </main>
      </div>
    </div>
  );
}
