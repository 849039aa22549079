import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressBar } from '@/web/components/progress';
import { paths } from '@/shared/paths';
import { ProjectStatusBadge } from './badges';

/** One project as a list item: its link, status, progress bar and anything below (`children`). */
export function ProjectProgressItem({
  project,
  children,
}: {
  project: { id: string; name: string; status: string; progress: number };
  children?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.app.projectDetail.getHref(project.id)}
          className="min-w-0 truncate font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {project.name}
        </Link>
        <ProjectStatusBadge status={project.status} />
      </div>
      <ProgressBar value={project.progress} label={t('projects.progressOf', { name: project.name })} />
      {children}
    </li>
  );
}
