import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FolderX } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { EmptyState } from '@/web/components/block-states';
import { DocumentTitle } from '@/web/components/document-title';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import type { ProjectsApi } from '@/server/app';
import { rpcClient, unwrap } from '@/web/lib/api-client';
import { isApiError } from '@/web/lib/api-error';
import type { RouteHandle } from '../layouts/root-layout';
import { collaborationTabs } from './collaboration-tabs';

export const handle: RouteHandle = { titleKey: 'collaboration:title' };

const projectsApi = rpcClient<ProjectsApi>('/api/projects');

/**
 * The project the space belongs to (its name; 404 for anyone not a member), under the projects
 * feature's key for it so the project page's copy is reused. Read here rather than through that
 * feature's query module, which would otherwise leave the project page's chunk for one of its own.
 */
function useSpaceProject(projectId: string) {
  return useQuery({
    queryKey: ['projects', 'detail', projectId],
    queryFn: async ({ signal }) =>
      (await unwrap(projectsApi[':id'].$get({ param: { id: projectId } }, { init: { signal } }))).project,
    meta: { silent: true },
  });
}

/**
 * A project's collaboration space (decision 0017; docs/product.md#screens-and-navigation: /proyectos/:projectId/colaboracion, and the
 * same page as /colaboracion-cliente and, for admins, /colaboracion-admin): the project's name,
 * the way back to it, and the tabs of `collaboration-tabs.tsx` selected by `?tab=`.
 */
export function Component() {
  const { t } = useTranslation('collaboration');
  const { projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data: project, isPending, error } = useSpaceProject(projectId);
  const requested = search.get('tab');
  const tab = collaborationTabs.find((entry) => entry.id === requested) ?? collaborationTabs[0]!;

  if (error) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className="space-y-6">
        <PageHeader title={t('title')} />
        <EmptyState
          icon={FolderX}
          title={notFound ? t('projects:errors.notFound') : t('projects:detail.loadError')}
          action={
            <Button asChild>
              <Link to={paths.app.projects.getHref()}>{t('projects:detail.backToList')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <DocumentTitle title={project ? `${t('title')} · ${project.name}` : t('title')} />
      <div className="space-y-2">
        <Button variant="link" asChild>
          <Link to={paths.app.projectDetail.getHref(projectId)}>
            <ArrowLeft aria-hidden="true" />
            {t('back')}
          </Link>
        </Button>
        <PageHeader
          title={isPending ? <Skeleton className="h-8 w-64" /> : (project?.name ?? t('title'))}
          description={t('title')}
        />
      </div>
      <Tabs
        value={tab.id}
        onValueChange={(id) =>
          setSearch(
            (params) => {
              params.set('tab', id);
              return params;
            },
            { replace: true },
          )
        }
      >
        <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <TabsList aria-label={t('tabsLabel')}>
            {collaborationTabs.map(({ id, labelKey, icon: Icon }) => (
              <TabsTrigger key={id} value={id}>
                <Icon aria-hidden="true" />
                {t(labelKey)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {collaborationTabs.map(({ id, Pane }) => (
          <TabsContent key={id} value={id} className="mt-4">
            {id === tab.id && (
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    {t('loading')}
                  </p>
                }
              >
                <Pane projectId={projectId} />
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
