import { ProjectTasksPanel } from '@/web/features/phases-tasks/components/project-tasks-panel';
import { ProjectDetailPage } from '@/web/features/projects/components/project-detail-page';

export { handle } from '@/web/features/projects/routes/project-detail';

/** The project page, composed here so the projects feature can show the phases-tasks panel. */
export function Component() {
  return <ProjectDetailPage renderTasks={(props) => <ProjectTasksPanel {...props} />} />;
}
