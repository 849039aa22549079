import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Briefcase,
  FileLock2,
  Mail,
  RefreshCw,
  Server,
  Settings,
  ShieldCheck,
  User,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/shared/paths';
import { AccountAndLinks } from '@/web/features/dashboard/components/account-and-links';
import { AssistantGreeting } from '@/web/features/assistant/components/assistant-greeting';
import { useGreeting } from '@/web/features/dashboard/components/greeting';
import type { QuickLink } from '@/web/features/dashboard/components/quick-links';
import { ApprovalsSection } from '@/web/features/projects/components/approvals-section';
import { publicConfigQueryOptions } from '@/web/lib/api/get-public-config';
import { LoadingScreen } from '../errors/loading-screen';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'shell:titles.admin' };

const LINKS: QuickLink[] = [
  { id: 'security', href: paths.app.settings.getHref('seguridad'), icon: ShieldCheck },
  { id: 'settings', href: paths.app.settings.getHref(), icon: Settings },
  { id: 'profile', href: paths.app.profile.getHref(), icon: User },
  { id: 'securityLog', href: paths.admin.security.getHref(), icon: FileLock2 },
  { id: 'environment', href: paths.app.environment.getHref(), icon: Activity },
  { id: 'workspace', href: paths.app.workspace.getHref(), icon: Briefcase },
];

function PortalCard() {
  const { t } = useTranslation('dashboard');
  const { data: config, isPending } = useQuery(publicConfigQueryOptions());
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('admin.portalTitle')}</CardTitle>
        <CardDescription>{t('admin.portalDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : (
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Server className="size-4" aria-hidden="true" />
                {t('admin.version')}
              </dt>
              <dd className="font-medium tabular">{config?.version ?? '—'}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Mail className="size-4" aria-hidden="true" />
                {t('admin.supportEmail')}
              </dt>
              <dd className="truncate font-medium">{config?.supportEmail ?? '—'}</dd>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <dt className="text-muted-foreground">{t('admin.oauth')}</dt>
              <dd className="font-medium">
                {config?.oauthProviders.length
                  ? config.oauthProviders.map((p) => (p === 'github' ? 'GitHub' : 'Google')).join(', ')
                  : t('admin.oauthNone')}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** The other sections load when their hash is opened (the first screen shows none of them). */
// The users screen as /admin/users composes it (with each person's API tokens, decision 0055).
const UsersAdminSection = lazy(() => import('./users-admin').then((m) => ({ default: m.Component })));
const NotificationsAdminSection = lazy(() =>
  import('@/web/features/notifications/components/notifications-admin-section').then((m) => ({
    default: m.NotificationsAdminSection,
  })),
);
const TicketsAdminSection = lazy(() =>
  import('@/web/features/tickets/components/tickets-admin-section').then((m) => ({
    default: m.TicketsAdminSection,
  })),
);
const TeamSection = lazy(() =>
  import('@/web/features/team/components/team-section').then((m) => ({ default: m.TeamSection })),
);
const AnalyticsSection = lazy(() =>
  import('@/web/features/analytics/components/analytics-section').then((m) => ({
    default: m.AnalyticsSection,
  })),
);
const IntegrationsSection = lazy(() =>
  import('@/web/features/system/components/integrations-section').then((m) => ({
    default: m.IntegrationsSection,
  })),
);

/** Admin sections chosen by the URL hash (docs/product.md#screens-and-navigation); Websy AI has its own route. */
const SECTIONS: Record<string, (props: { selfId: string }) => React.JSX.Element> = {
  usuarios: () => <UsersAdminSection />,
  'aprobar-proyectos': () => <ApprovalsSection />,
  notifications: () => <NotificationsAdminSection />,
  tickets: () => <TicketsAdminSection />,
  equipo: () => <TeamSection />,
  'advanced-analytics': () => <AnalyticsSection />,
  integraciones: () => <IntegrationsSection />,
};

/** /admin (admins: the router's role guard). Refresh reloads the page (docs/product.md#screens-and-navigation). */
export function Component() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const greeting = useGreeting(user.full_name, user.email);
  const { hash } = useLocation();
  const Section = SECTIONS[hash.slice(1)];
  if (Section) {
    return (
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>
        <Section selfId={user.id} />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={greeting}
        description={t('admin.description')}
        actions={
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('refresh')}
          </Button>
        }
      />
      <AssistantGreeting />
      <AccountAndLinks user={user} links={LINKS} />
      <ApprovalsSection limit={5} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PortalCard />
      </div>
    </div>
  );
}
