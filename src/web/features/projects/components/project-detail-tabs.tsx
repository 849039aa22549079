import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ActivityList } from './activity-list';
import { PhaseList } from './phase-list';

/** The Código tab (decision 0026): its own chunk, loaded when the tab is opened. */
const CodeCard = lazy(() => import('./code-card').then((module) => ({ default: module.CodeCard })));

/** The project page's tabs: phases, tasks (when the app composes them in), code and activity. */
export function ProjectDetailTabs({ project, tasks }: { project: ProjectDetail; tasks: ReactNode }) {
  const { t } = useTranslation('projects');
  return (
    <Tabs defaultValue="phases" className="grid grid-cols-1 gap-4">
      <TabsList aria-label={t('detail.tabs.label')} className="max-w-full overflow-x-auto">
        <TabsTrigger value="phases">{t('detail.tabs.phases', { count: project.fases.length })}</TabsTrigger>
        {tasks && <TabsTrigger value="tasks">{t('detail.tabs.tasks')}</TabsTrigger>}
        {project.github_repository_url && <TabsTrigger value="code">{t('code.title')}</TabsTrigger>}
        <TabsTrigger value="activity">{t('detail.tabs.activity')}</TabsTrigger>
      </TabsList>
      <TabsContent value="phases">
        <PhaseList project={project} />
      </TabsContent>
      {tasks && <TabsContent value="tasks">{tasks}</TabsContent>}
      {project.github_repository_url && (
        <TabsContent value="code">
          <Suspense fallback={<Skeleton aria-hidden="true" className="h-48 w-full rounded-xl" />}>
            <CodeCard projectId={project.id} />
          </Suspense>
        </TabsContent>
      )}
      <TabsContent value="activity">
        <Card>
          <CardContent>
            <ActivityList projectId={project.id} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
