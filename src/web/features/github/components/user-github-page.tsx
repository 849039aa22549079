import { ArrowLeft, Compass, PanelRight, Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { EmptyState } from '@/web/components/block-states';
import { DocumentTitle } from '@/web/components/document-title';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { isApiError } from '@/web/lib/api-error';
import { messageOf } from '@/web/lib/form-errors';
import { useIsDesktopNav } from '@/web/lib/use-media-query';
import { useViewer } from '@/web/lib/use-viewer';
import { useUserDashboard } from '../api/get-user-dashboard';
import { DEFAULT_SECTIONS, type SectionId } from '../lib/sections';
import { DashboardFailed } from './dashboard-failed';
import { DashboardSections } from './dashboard-sections';
import { SectionDrawer } from './section-drawer';

/**
 * /profile/{userId}/github (docs/product.md#screens-and-navigation): an admin's read-only view of a user's GitHub dashboard, the
 * same sections as /github-dashboard without connecting or disconnecting. A user who has not
 * connected (or whose token expired) reads as a clear empty state.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What anyone but an admin (or an address naming no user) gets: the app's 'Página no encontrada'. */
function NotFound() {
  const { t } = useTranslation('shell');
  return (
    <div className="space-y-6">
      <DocumentTitle title={t('notFound.title')} />
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        icon={Compass}
        action={
          <Button asChild>
            <Link to={paths.app.dashboard.getHref()}>{t('notFound.home')}</Link>
          </Button>
        }
      >
        {t('notFound.description')}
      </EmptyState>
    </div>
  );
}

export function UserGithubPage({ userId }: { userId: string }) {
  const viewer = useViewer();
  if (viewer?.role !== 'admin' || !UUID.test(userId)) return <NotFound />;
  return <UserGithubView userId={userId} />;
}

function UserGithubView({ userId }: { userId: string }) {
  const { t } = useTranslation('github');
  const wide = useIsDesktopNav();
  const dashboard = useUserDashboard(userId, true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [visible, setVisible] = useState(DEFAULT_SECTIONS);
  const notConnected = isApiError(dashboard.error) && dashboard.error.code === 'NOT_FOUND';

  return (
    <div className="space-y-6">
      <DocumentTitle title={t('userView.title')} />
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.admin.users.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {t('userView.back')}
        </Link>
      </Button>
      <PageHeader
        title={
          dashboard.data
            ? t('userView.titleOf', { name: dashboard.data.profile.name || dashboard.data.profile.login })
            : t('userView.title')
        }
        description={t('userView.subtitle')}
        actions={
          dashboard.data && !wide ? (
            <Button variant="outline" onClick={() => setDrawerOpen(true)}>
              <PanelRight aria-hidden="true" />
              {t('nav.title')}
            </Button>
          ) : null
        }
      />
      {dashboard.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} />
        </div>
      ) : dashboard.data ? (
        <DashboardSections dashboard={dashboard.data} visible={wide ? null : visible} />
      ) : notConnected ? (
        <EmptyState icon={Unplug} title={t('userView.notConnected')}>
          {t('userView.notConnectedText')}
        </EmptyState>
      ) : (
        <DashboardFailed
          message={messageOf(dashboard.error, t('errors.unknown'))}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
          disconnect={null}
        />
      )}
      {dashboard.data && !wide && (
        <SectionDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          visible={visible}
          onToggle={(section: SectionId, on: boolean) => setVisible((v) => ({ ...v, [section]: on }))}
        />
      )}
    </div>
  );
}
