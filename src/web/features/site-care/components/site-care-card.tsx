import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '@/shared/schemas/projects';
import type { CareHoursEntry, SiteCare } from '@/shared/schemas/site-care';
import { ErrorState } from '@/web/components/block-states';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { notify } from '@/web/lib/toast';
import { useCheckSite } from '../api/check-site';
import { siteCareKeys } from '../api/client';
import { useSiteCare } from '../api/get-site-care';
import { shiftMonth } from '../lib/care-figures';
import { CertificatePanel } from './certificate-panel';
import { PlanPanel } from './plan-panel';
import { SetupNotice } from './setup-notice';
import { SpeedPanel } from './speed-panel';
import { UptimePanel } from './uptime-panel';

// Only a press opens them: their code (and the form library's) loads then, not with the page.
const ConfigureDialog = lazy(() =>
  import('./configure-dialog').then((m) => ({ default: m.ConfigureDialog })),
);
const LogHoursDialog = lazy(() => import('./log-hours-dialog').then((m) => ({ default: m.LogHoursDialog })));
const DeleteEntryDialog = lazy(() =>
  import('./delete-entry-dialog').then((m) => ({ default: m.DeleteEntryDialog })),
);

/** What the project page hands the card (the app composes it in: decision 0009). */
export interface SiteCareCardProps {
  projectId: string;
  projectStatus: ProjectStatus;
}

/** Shaped like the card's content, so nothing jumps when it arrives. */
function CareSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-56 rounded-lg md:col-span-2" />
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-40 rounded-lg md:col-span-2" />
    </div>
  );
}

/**
 * The project page's "Cuidado del sitio" (docs/product.md#site-care): once the project is in
 * production with a site address, its uptime, certificate and speed; and the care plan's hours.
 * Admins configure it, check the site now and log hours; the client reads it.
 */
export function SiteCareCard({ projectId, projectStatus }: SiteCareCardProps) {
  const { t } = useTranslation('siteCare');
  const queryClient = useQueryClient();
  // undefined: the current month, as the server counts it (the agency's time zone).
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [dialog, setDialog] = useState<'configure' | 'log' | null>(null);
  const [deleting, setDeleting] = useState<CareHoursEntry | null>(null);
  const query = useSiteCare(projectId, month);
  const check = useCheckSite();
  const care = query.data;

  const changeMonth = (by: -1 | 1) => {
    if (!care) return;
    const next = shiftMonth(care.plan.month, by);
    const current = queryClient.getQueryData<SiteCare>(siteCareKeys.month(projectId, undefined))?.plan.month;
    setMonth(next === current ? undefined : next);
  };
  const showPlan =
    care && (care.can.log_hours || care.plan.monthly_hours !== null || care.plan.entries.length > 0);

  return (
    <section aria-labelledby="site-care-title" aria-busy={query.isPending || undefined}>
      <Card data-testid="site-care-card">
        <CardHeader>
          <CardTitle id="site-care-title">{t('title')}</CardTitle>
          <CardDescription className="break-all">
            {care?.site_url && care.monitoring ? (
              <a
                href={care.site_url}
                target="_blank"
                rel="noreferrer"
                className="underline-offset-4 hover:underline"
              >
                {care.site_url}
              </a>
            ) : (
              t('description')
            )}
          </CardDescription>
          {care?.can.configure && (
            <CardAction className="flex flex-wrap justify-end gap-2">
              {care.monitoring && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={check.isPending}
                  onClick={() =>
                    check.mutate(projectId, { onSuccess: () => notify.success(t('check.done')) })
                  }
                >
                  <RefreshCw aria-hidden="true" />
                  {t('check.action')}
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setDialog('configure')}>
                <Settings2 aria-hidden="true" />
                {t('configure.action')}
              </Button>
            </CardAction>
          )}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <CareSkeleton />
          ) : !care ? (
            <ErrorState
              size="sm"
              message={t('loadError')}
              onRetry={() => void query.refetch()}
              retrying={query.isRefetching}
            />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {care.monitoring ? (
                <>
                  <UptimePanel care={care} />
                  <CertificatePanel care={care} />
                  <SpeedPanel care={care} />
                </>
              ) : (
                <div className="md:col-span-2">
                  <SetupNotice care={care} projectStatus={projectStatus} />
                </div>
              )}
              {showPlan && (
                <PlanPanel
                  care={care}
                  atCurrentMonth={month === undefined}
                  switching={query.isPlaceholderData}
                  onMonth={changeMonth}
                  onLog={() => setDialog('log')}
                  onDelete={setDeleting}
                />
              )}
            </div>
          )}
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        {care && dialog === 'configure' && (
          <ConfigureDialog care={care} open onOpenChange={(open) => !open && setDialog(null)} />
        )}
        {dialog === 'log' && (
          <LogHoursDialog projectId={projectId} open onOpenChange={(open) => !open && setDialog(null)} />
        )}
        {deleting && (
          <DeleteEntryDialog
            projectId={projectId}
            entry={deleting}
            onOpenChange={(open) => !open && setDeleting(null)}
          />
        )}
      </Suspense>
    </section>
  );
}
