import { LayoutGrid, Briefcase, Settings, ShieldCheck, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';
import { AccountAndLinks } from '@/web/features/dashboard/components/account-and-links';
import { DashboardProjects } from '@/web/features/projects/components/dashboard-projects';
import { AssistantGreeting } from '@/web/features/assistant/components/assistant-greeting';
import { useGreeting } from '@/web/features/dashboard/components/greeting';
import type { QuickLink } from '@/web/features/dashboard/components/quick-links';
import { RefreshButton } from '@/web/features/dashboard/components/refresh-button';
import type { RouteHandle } from '../layouts/root-layout';
import { useCurrentUser } from '../session/use-current-user';

export const handle: RouteHandle = { titleKey: 'shell:titles.dashboard' };

const LINKS: QuickLink[] = [
  { id: 'profile', href: paths.app.profile.getHref(), icon: User },
  { id: 'security', href: paths.app.settings.getHref('seguridad'), icon: ShieldCheck },
  { id: 'settings', href: paths.app.settings.getHref(), icon: Settings },
  { id: 'workspace', href: paths.app.workspace.getHref(), icon: Briefcase },
  { id: 'dashboardCustom', href: paths.app.dashboardCustom.getHref(), icon: LayoutGrid },
];

/** The client's dashboard: greeting, refresh, account summary and shortcuts. */
export function Component() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  const greeting = useGreeting(user.full_name, user.email);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={greeting} description={t('client.description')} actions={<RefreshButton />} />
      <AssistantGreeting />
      <DashboardProjects />
      <AccountAndLinks user={user} links={LINKS} />
      {user.role === 'admin' && (
        <div className="flex flex-col gap-3 rounded-xl border bg-accent p-4 text-sm text-accent-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>{t('client.adminHint')}</p>
          <Button asChild size="sm">
            <Link to={paths.admin.dashboard.getHref()}>{t('client.toAdmin')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
