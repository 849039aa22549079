import { lazy, Suspense } from 'react';
import { ProjectTasksPanel } from '@/web/features/phases-tasks/components/project-tasks-panel';
import { ProjectDetailPage } from '@/web/features/projects/components/project-detail-page';

export { handle } from '@/web/features/projects/routes/project-detail';

/** The way into the collaboration space: its own chunk, loaded with the page but not in its way. */
const CollaborationLink = lazy(() =>
  import('@/web/features/chat/components/collaboration-link').then((m) => ({ default: m.CollaborationLink })),
);

/**
 * The project page, composed here so the projects feature can show the phases-tasks panel and
 * the chat's way into the collaboration space (with its unread count).
 */
export function Component() {
  return (
    <ProjectDetailPage
      renderTasks={(props) => <ProjectTasksPanel {...props} />}
      renderCollaboration={(projectId) => (
        <Suspense fallback={null}>
          <CollaborationLink projectId={projectId} />
        </Suspense>
      )}
    />
  );
}
