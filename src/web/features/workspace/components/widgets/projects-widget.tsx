import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useLatestProjects } from '../../api/list-latest-projects';
import { workspacePaths } from '../../lib/paths';
import { ProgressBar } from '@/web/components/progress';
import { ProjectStatusBadge } from '../badges';
import { ErrorState } from '@/web/components/block-states';
import { BlockSkeleton, NoProjectsYet } from '../block-states';
import { WidgetFrame } from './widget-frame';

/** The caller's five most recently updated projects, with status and progress. */
export function ProjectsWidget({ wide }: { wide: boolean }) {
  const { t } = useTranslation('workspace');
  const { data, isPending, isError, refetch, isRefetching } = useLatestProjects(5);
  return (
    <WidgetFrame
      widget="projects"
      title={t('widgets.projects.name')}
      icon={FolderKanban}
      wide={wide}
      action={
        <Button asChild variant="link" size="sm">
          <Link to={workspacePaths.projects}>{t('projects.seeAll')}</Link>
        </Button>
      }
    >
      {isPending ? (
        <BlockSkeleton label={t('widgets.projects.loading')} />
      ) : isError && !data ? (
        <ErrorState size="sm" message={t('widgets.projects.loadFailed')} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : data.projects.length === 0 ? (
        <NoProjectsYet icon={FolderKanban}>{t('widgets.projects.empty')}</NoProjectsYet>
      ) : (
        <ul className={cn('grid gap-3', wide && 'lg:grid-cols-2')}>
          {data.projects.map((project) => (
            <li key={project.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={workspacePaths.projectPage(project.id)}
                  className="min-w-0 truncate font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {project.name}
                </Link>
                <ProjectStatusBadge status={project.status} />
              </div>
              <ProgressBar value={project.progress} label={t('projects.progressOf', { name: project.name })} />
            </li>
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
