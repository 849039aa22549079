import { ProjectDetailPage } from '../components/project-detail-page';

export const handle = { titleKey: 'projects:titles.detail' };

/**
 * /proyectos/detalle/:projectId without the Tareas tab. The app composes the full page with the
 * phases-tasks feature's panel: `<ProjectDetailPage renderTasks={…} />`.
 */
export function Component() {
  return <ProjectDetailPage />;
}
