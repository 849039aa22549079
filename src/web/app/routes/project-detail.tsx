import { CollaborationLink } from '@/web/features/chat/components/collaboration-link';
import { ProjectTasksPanel } from '@/web/features/phases-tasks/components/project-tasks-panel';
import { ProjectDetailPage } from '@/web/features/projects/components/project-detail-page';

export { handle } from '@/web/features/projects/routes/project-detail';

/**
 * The project page, composed here so the projects feature can show the phases-tasks panel and
 * the chat's way into the collaboration space (with its unread count).
 */
export function Component() {
  return (
    <ProjectDetailPage
      renderTasks={(props) => <ProjectTasksPanel {...props} />}
      renderCollaboration={(projectId) => <CollaborationLink projectId={projectId} />}
    />
  );
}
