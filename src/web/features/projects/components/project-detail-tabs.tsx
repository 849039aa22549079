import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ActivityList } from './activity-list';
import { PhaseList } from './phase-list';

/** The Código tab (decision 0026): its own chunk, loaded when the tab is opened. */
const CodeCard = lazy(() => import('./code-card').then((module) => ({ default: module.CodeCard })));

type TabValue = 'phases' | 'tasks' | 'code' | 'activity';
const isTab = (value: string): value is TabValue =>
  value === 'phases' || value === 'tasks' || value === 'code' || value === 'activity';

/**
 * The project page's tabs: phases, tasks (when the app composes them in), code and activity.
 *
 * A panel is drawn when its tab is first opened and then kept, hidden while another tab shows:
 * switching back finds it as it was left (its lists, a comment thread opened), and a switch
 * changes which panel is hidden instead of taking one panel's whole tree down and building
 * another. That matters most on the first tap, which can come while the page still hydrates: the
 * phases' list, comments and evidence are not unmounted in the tap's own synchronous work.
 */
export function ProjectDetailTabs({ project, tasks }: { project: ProjectDetail; tasks: ReactNode }) {
  const { t } = useTranslation('projects');
  const [selected, setSelected] = useState<TabValue>('phases');
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set(['phases']));
  const select = (value: string) => {
    if (!isTab(value)) return;
    setSelected(value);
    setOpened((before) => (before.has(value) ? before : new Set(before).add(value)));
  };
  // The panels' content, the same elements from one switch to the next: a switch draws the tabs
  // and which panel is hidden, not the panels again.
  const phases = useMemo(() => <PhaseList project={project} />, [project]);
  const code = useMemo(
    () => (
      <Suspense fallback={<Skeleton aria-hidden="true" className="h-48 w-full rounded-xl" />}>
        <CodeCard projectId={project.id} />
      </Suspense>
    ),
    [project.id],
  );
  const activity = useMemo(
    () => (
      <Card>
        <CardContent>
          <ActivityList projectId={project.id} />
        </CardContent>
      </Card>
    ),
    [project.id],
  );
  /** A panel of the tab `value`: always in the page (as Radix links it to its tab), drawn once opened. */
  const panel = (value: TabValue, content: ReactNode) => (
    <TabsContent value={value} forceMount hidden={selected !== value}>
      {opened.has(value) && content}
    </TabsContent>
  );
  return (
    <Tabs value={selected} onValueChange={select} className="grid grid-cols-1 gap-4">
      <TabsList aria-label={t('detail.tabs.label')} className="max-w-full overflow-x-auto">
        <TabsTrigger value="phases">{t('detail.tabs.phases', { count: project.fases.length })}</TabsTrigger>
        {tasks && <TabsTrigger value="tasks">{t('detail.tabs.tasks')}</TabsTrigger>}
        {project.github_repository_url && <TabsTrigger value="code">{t('code.title')}</TabsTrigger>}
        <TabsTrigger value="activity">{t('detail.tabs.activity')}</TabsTrigger>
      </TabsList>
      {panel('phases', phases)}
      {tasks && panel('tasks', tasks)}
      {project.github_repository_url && panel('code', code)}
      {panel('activity', activity)}
    </Tabs>
  );
}
