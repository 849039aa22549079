import { ArrowLeft, PanelRight, RefreshCw, Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/web/components/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { isApiError } from '@/web/lib/api-error';
import { messageOf } from '@/web/lib/form-errors';
import { backendToast } from '@/web/lib/toast';
import { useIsDesktopNav } from '@/web/lib/use-media-query';
import { useGithubConnection } from '../api/get-connection';
import { useGithubDashboard, useRefreshDashboard } from '../api/get-dashboard';
import { useDisconnect } from '../api/disconnect';
import { DEFAULT_SECTIONS, type SectionId } from '../lib/sections';
import { useSwipe } from '../lib/use-swipe';
import { ConnectCard } from './connect-card';
import { DashboardFailed } from './dashboard-failed';
import { DashboardSections } from './dashboard-sections';
import { SectionDrawer } from './section-drawer';

/** /github-dashboard (docs/product.md#screens-and-navigation): the connection's state, then the dashboard read on the server. */
export function GithubDashboardPage() {
  const { t } = useTranslation('github');
  const wide = useIsDesktopNav();
  const connection = useGithubConnection();
  const connected = connection.data?.connected === true;
  const dashboard = useGithubDashboard(connection.data);
  const refresh = useRefreshDashboard(connection.data);
  const disconnect = useDisconnect();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [visible, setVisible] = useState(DEFAULT_SECTIONS);
  const swipe = useSwipe((direction) => !wide && direction === 'left' && setDrawerOpen(true));
  // The server removed the token (expired, or refused by GitHub): not connected, saying why.
  const gone = isApiError(dashboard.error) && dashboard.error.code === 'NOT_FOUND';
  const isConnected = connected && !gone;
  const loading = connection.isPending || (isConnected && dashboard.isPending);
  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => backendToast.success(t('page.disconnectedToast')),
      onError: () => backendToast.error(t('errors.disconnectFailed')),
    });
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onError: (error) => backendToast.error(messageOf(error, t('errors.loadFailed'))),
    });

  const disconnectButton = (
    <Button variant="outline" onClick={onDisconnect} loading={disconnect.isPending}>
      {!disconnect.isPending && <Unplug aria-hidden="true" />}
      {t('page.disconnect')}
    </Button>
  );
  const loaded = isConnected && dashboard.data;

  return (
    <div className="space-y-6" {...swipe}>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.app.profile.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Link>
      </Button>
      <PageHeader
        title={t('page.title')}
        description={t('page.subtitle')}
        actions={
          <>
            <Badge variant={isConnected ? 'success' : 'secondary'}>
              {isConnected ? t('page.connected') : t('page.disconnected')}
            </Badge>
            {loaded && (
              <>
                <span className="text-sm text-muted-foreground" role="status">
                  {refresh.isPending ? t('page.refreshing') : t('page.live')}
                </span>
                <Button variant="outline" onClick={onRefresh} loading={refresh.isPending}>
                  {!refresh.isPending && <RefreshCw aria-hidden="true" />}
                  {t('page.refresh')}
                </Button>
                {disconnectButton}
                {!wide && (
                  <Button variant="outline" onClick={() => setDrawerOpen(true)}>
                    <PanelRight aria-hidden="true" />
                    {t('nav.title')}
                  </Button>
                )}
              </>
            )}
          </>
        }
      />
      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} />
        </div>
      ) : !isConnected ? (
        <ConnectCard error={gone ? (dashboard.error?.message ?? null) : null} />
      ) : dashboard.data ? (
        <DashboardSections dashboard={dashboard.data} visible={wide ? null : visible} />
      ) : (
        <DashboardFailed
          message={dashboard.error ? messageOf(dashboard.error, t('errors.unknown')) : t('errors.unknown')}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
          disconnect={disconnectButton}
        />
      )}
      {loaded && !wide && (
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
