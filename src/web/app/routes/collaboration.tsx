import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { PageHeader } from '@/web/components/page-header';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useProject } from '@/web/features/projects/api/get-project';
import { collaborationTabs } from './collaboration-tabs';

export const handle = { titleKey: 'files:space.title' };

/**
 * A project's collaboration space (issue 11, SPEC §2: /colaboracion, /colaboracion-cliente,
 * /colaboracion-admin): the project's name, the way back, and one tab per feature chosen by
 * `?tab=` (the first by default). Members only: the panes answer 404 to anyone else.
 */
export function Component() {
  const { t } = useTranslation(['files', 'common']);
  const { projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const project = useProject(projectId);
  const current = collaborationTabs.find((tab) => tab.id === search.get('tab')) ?? collaborationTabs[0]!;
  return (
    <div className="grid gap-6">
      <Link
        to={paths.app.projectDetail.getHref(projectId)}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('space.back')}
      </Link>
      <PageHeader title={project.data?.name ?? t('space.title')} description={t('space.title')} />
      <Tabs
        value={current.id}
        onValueChange={(id) => setSearch({ tab: id }, { replace: true })}
        className="grid gap-4"
      >
        <TabsList aria-label={t('space.tabs')} className="w-full justify-start overflow-x-auto">
          {collaborationTabs.map(({ id, labelKey, icon: Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon className="size-4" aria-hidden="true" />
              {t(labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        {collaborationTabs.map(({ id, Pane }) => (
          <TabsContent key={id} value={id}>
            <Suspense fallback={<Spinner />}>{id === current.id && <Pane projectId={projectId} />}</Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
