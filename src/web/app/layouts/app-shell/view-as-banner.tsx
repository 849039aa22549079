import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { useExitViewAs } from '@/web/lib/api/view-as';

/**
 * The banner of a "view as client" session (docs/decisions/0054), above every signed-in screen:
 * whose portal this is, that nothing can be changed, and "Salir" back to the admin's own session.
 */
export function ViewAsBanner({ user }: { user: Profile }) {
  const { t } = useTranslation('viewAs');
  const exit = useExitViewAs();
  if (!user.viewed_by) return null;
  // From success until the admin's page loads, the button stays busy.
  const busy = exit.isPending || exit.isSuccess;
  return (
    <section
      aria-label={t('banner.label')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
      data-testid="view-as-banner"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 md:px-6">
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p role="status" className="min-w-0 flex-1 text-sm font-medium break-words">
          {t('banner.text', { name: user.full_name || user.email, email: user.email })}
        </p>
        <Button
          variant="outline"
          className="min-h-11 bg-background"
          loading={busy}
          onClick={() => exit.mutate()}
        >
          {busy ? t('banner.exiting') : t('banner.exit')}
        </Button>
      </div>
    </section>
  );
}
