import { lazy, memo, Suspense } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { firstScreenPart } from '@/web/lib/first-screen-part';
import { CollaborationLink } from '@/web/features/chat/components/collaboration-link';
import {
  ProjectDetailPage,
  type SiteCareSlotProps,
} from '@/web/features/projects/components/project-detail-page';
import { SignoffsSection } from '@/web/features/signoffs/components/signoffs-section';

export { handle } from '@/web/features/projects/routes/project-detail';

/** The Tareas tab's panel: loaded when the tab is opened, not with the page's first screen (Fases). */
const ProjectTasksPanel = lazy(() =>
  import('@/web/features/phases-tasks/components/project-tasks-panel').then((m) => ({
    default: m.ProjectTasksPanel,
  })),
);

/**
 * Site care (docs/product.md#site-care), below the fold: its own chunk, outside the page's initial
 * JS. The server draws it; the chunk is asked for as soon as this module runs, and the page
 * hydrates once it is in (`firstScreenPart`).
 */
const SiteCareCard = firstScreenPart(() =>
  import('@/web/features/site-care/components/site-care-card').then((m) => m.SiteCareCard),
);

/**
 * The card's boundary, memoised: a page update (a refetched project) that changes neither the
 * project nor its status leaves it alone, so a boundary still waiting for its chunk to hydrate is
 * not switched to drawing afresh (which would drop the server's markup for its fallback).
 */
const SiteCareSlot = memo(function SiteCareSlot(props: SiteCareSlotProps) {
  return (
    <Suspense fallback={<Skeleton aria-hidden="true" className="h-72 w-full rounded-xl" />}>
      <SiteCareCard {...props} />
    </Suspense>
  );
});

/**
 * The project page, composed here so the projects feature can show the phases-tasks panel, the
 * chat's way into the collaboration space (with its unread count), the phases' sign-offs and the
 * site's care.
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
      renderSiteCare={(props) => <SiteCareSlot {...props} />}
    />
  );
}
