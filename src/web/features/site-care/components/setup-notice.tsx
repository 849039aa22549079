import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@/shared/schemas/projects';
import type { SiteCare } from '@/shared/schemas/site-care';

/**
 * Care not running yet (the project is not in production, or has no site address): admins read
 * how to start it, clients that it starts once their site is live.
 */
export function SetupNotice({ care, projectStatus }: { care: SiteCare; projectStatus: ProjectStatus }) {
  const { t } = useTranslation('siteCare');
  const inProduction = projectStatus === 'production';
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm"
      data-testid="site-care-setup"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Globe className="size-4" aria-hidden="true" />
      </span>
      {care.can.configure ? (
        <div className="grid gap-1">
          <p className="font-medium">{inProduction ? t('setup.adminNoAddress') : t('setup.adminNotLive')}</p>
          <p className="text-muted-foreground">
            {care.site_url ? t('setup.adminAddressSet', { url: care.site_url }) : t('setup.adminHow')}
          </p>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('setup.client')}</p>
      )}
    </div>
  );
}
