import { lazy, Suspense, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { HydrationRegion } from '@/web/lib/screen-hydration';
import { ActivityList } from './activity-list';
import { PhaseList } from './phase-list';

/** The Código tab (decision 0026): its own chunk, loaded when the tab is opened. */
const CodeCard = lazy(() => import('./code-card').then((module) => ({ default: module.CodeCard })));

type TabValue = 'phases' | 'tasks' | 'code' | 'activity';
const isTab = (value: string): value is TabValue =>
  value === 'phases' || value === 'tasks' || value === 'code' || value === 'activity';

/** What a panel shows while its content loads: a skeleton, or a part that says it is busy. */
const LOADING = '[data-slot="skeleton"], [aria-busy="true"]';

/**
 * The project page's tabs: phases, tasks (when the app composes them in), code and activity.
 *
 * A panel is drawn the first time its tab is opened and then kept, hidden while another tab shows:
 * switching back finds it as it was left (a comment half written), and a switch flips which panel
 * is hidden instead of unmounting one panel's whole tree and mounting another's.
 *
 * The panels are this component's own `tabpanel`s, beside the tab list rather than inside Radix's
 * Tabs (which keeps the list's roving focus and keyboard), linked to their tabs by id. Inside the
 * Tabs, a switch changed a context above the phases' panel, and React hydrates a part still
 * waiting to be hydrated before it passes it a changed context: a tap on a tab while the page
 * started hydrated the whole phase list (its comments, its evidence) in the tap's own synchronous
 * work. Out here, the phase list is a region of its own that a tap on a tab does not touch
 * (decision 0047).
 *
 * A panel opened while its content still loads keeps the height of the panel it replaced until
 * that content is in. Its skeleton is shorter than the panel left, and at the foot of the page the
 * browser clamps the scroll when the page gets shorter: the tab list moved under the finger that
 * had just pressed it, down and back up, as the skeleton, then the content, came in.
 */
export function ProjectDetailTabs({ project, tasks }: { project: ProjectDetail; tasks: ReactNode }) {
  const { t } = useTranslation('projects');
  const id = useId();
  const [selected, setSelected] = useState<TabValue>('phases');
  const [opened, setOpened] = useState<ReadonlySet<TabValue>>(() => new Set(['phases']));
  /** The height (px) the shown panel keeps while its content loads: the panel it replaced. */
  const [held, setHeld] = useState<number | null>(null);
  const tabId = (value: TabValue) => `${id}-tab-${value}`;
  const panelId = (value: TabValue) => `${id}-panel-${value}`;
  const select = (value: string) => {
    if (!isTab(value) || value === selected) return;
    // A panel already drawn with nothing loading needs no hold: the switch stays one commit.
    const loaded = opened.has(value) && !document.getElementById(panelId(value))?.querySelector(LOADING);
    if (!loaded) setHeld(document.getElementById(panelId(selected))?.getBoundingClientRect().height ?? null);
    setSelected(value);
    setOpened((before) => (before.has(value) ? before : new Set(before).add(value)));
  };
  // Before the switch is painted: a new panel with nothing loading lets go at once; one still
  // loading lets go when the last of its skeletons has gone.
  useLayoutEffect(() => {
    if (held === null) return;
    const shown = document.getElementById(`${id}-panel-${selected}`);
    const loading = () => shown?.querySelector(LOADING) != null;
    if (!loading()) {
      setHeld(null);
      return;
    }
    const observer = new MutationObserver(() => {
      if (loading()) return;
      observer.disconnect();
      setHeld(null);
    });
    observer.observe(shown!, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-slot', 'aria-busy'],
    });
    return () => observer.disconnect();
  }, [held, selected, id]);

  // The panels' content, the same elements from one switch to the next: a switch draws the tabs
  // and which panel is hidden, not the panels again.
  const phases = useMemo(
    () => (
      <HydrationRegion>
        <PhaseList project={project} />
      </HydrationRegion>
    ),
    [project],
  );
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

  const tab = (value: TabValue, label: string) => (
    <TabsTrigger value={value} id={tabId(value)} aria-controls={panelId(value)}>
      {label}
    </TabsTrigger>
  );
  /** The tab `value`'s panel: always in the page (its tab points at it), drawn once opened. */
  const panel = (value: TabValue, content: ReactNode) => (
    <div
      role="tabpanel"
      id={panelId(value)}
      aria-labelledby={tabId(value)}
      tabIndex={0}
      hidden={selected !== value}
      style={selected === value && held !== null ? { minHeight: held } : undefined}
      data-slot="tabs-content"
      className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {opened.has(value) && content}
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <Tabs value={selected} onValueChange={select}>
        <TabsList aria-label={t('detail.tabs.label')} className="max-w-full overflow-x-auto">
          {tab('phases', t('detail.tabs.phases', { count: project.fases.length }))}
          {tasks && tab('tasks', t('detail.tabs.tasks'))}
          {project.github_repository_url && tab('code', t('code.title'))}
          {tab('activity', t('detail.tabs.activity'))}
        </TabsList>
      </Tabs>
      {panel('phases', phases)}
      {tasks && panel('tasks', tasks)}
      {project.github_repository_url && panel('code', code)}
      {panel('activity', activity)}
    </div>
  );
}
