import { lazy, Suspense } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { CollaborationLink } from '@/web/features/chat/components/collaboration-link';
import { ProjectDetailPage } from '@/web/features/projects/components/project-detail-page';
import { SignoffsSection } from '@/web/features/signoffs/components/signoffs-section';

export { handle } from '@/web/features/projects/routes/project-detail';

/** The Tareas tab's panel: loaded when the tab is opened, not with the page's first screen (Fases). */
const ProjectTasksPanel = lazy(() =>
  import('@/web/features/phases-tasks/components/project-tasks-panel').then((m) => ({
    default: m.ProjectTasksPanel,
  })),
);

/**
 * The project page, composed here so the projects feature can show the phases-tasks panel, the
 * chat's way into the collaboration space (with its unread count) and the phases' sign-offs.
 */
export function Component() {
  return (
    <ProjectDetailPage
      renderTasks={(props) => (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <ProjectTasksPanel {...props} />
        </Suspense>
      )}
      // In the page's own chunk: a part still loading when the page hydrates stays inert, and a
      // press on it meanwhile reaches no handler (React does not replay presses).
      renderCollaboration={(projectId) => <CollaborationLink projectId={projectId} />}
      // The phases' sign-offs (decision 0053): the client's "Aceptar fase" is pressed on the page
      // as drawn, so it comes in the page's chunk too.
      renderSignoffs={(props) => <SignoffsSection {...props} />}
    />
  );
}
