import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { showErrorToast } from '@/web/lib/error-toast';

/**
 * The banner of a "view as client" session (docs/decisions/0054), above every signed-in screen:
 * whose portal this is, that nothing can be changed, and "Salir" back to the admin's own session.
 */
export function ViewAsBanner({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('shell');
  // From the press until the admin's page loads, the button stays busy.
  const [busy, setBusy] = useState(false);
  const exit = async () => {
    setBusy(true);
    try {
      // What only this press needs loads with it (the server drew the banner, every screen has it).
      const { exitViewAs } = await import('@/web/lib/api/view-as');
      await exitViewAs();
    } catch (error) {
      setBusy(false);
      showErrorToast(error, t('viewAs.exitOperation'));
    }
  };
  return (
    <section
      aria-label={t('viewAs.label')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="view-as-banner"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 md:px-6">
        <p role="status" className="min-w-0 flex-1 text-sm font-medium break-words">
          {t('viewAs.text', { name, email })}
        </p>
        <Button
          variant="outline"
          className="min-h-11 bg-background"
          loading={busy}
          onClick={() => void exit()}
        >
          {busy ? t('viewAs.exiting') : t('viewAs.exit')}
        </Button>
      </div>
    </section>
  );
}
