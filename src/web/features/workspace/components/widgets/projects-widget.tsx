import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useLatestProjects } from '../../api/list-latest-projects';
import { paths } from '@/shared/paths';
import { ErrorState } from '@/web/components/block-states';
import { BlockSkeleton, NoProjectsYet } from '../block-states';
import { WidgetFrame } from './widget-frame';
import { ProjectProgressItem } from '../project-progress-item';

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
          <Link to={paths.app.projects.getHref()}>{t('projects.seeAll')}</Link>
        </Button>
      }
    >
      {isPending ? (
        <BlockSkeleton label={t('widgets.projects.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('widgets.projects.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.projects.length === 0 ? (
        <NoProjectsYet icon={FolderKanban}>{t('widgets.projects.empty')}</NoProjectsYet>
      ) : (
        <ul className={cn('grid gap-3', wide && 'lg:grid-cols-2')}>
          {data.projects.map((project) => (
            <ProjectProgressItem key={project.id} project={project} />
          ))}
        </ul>
      )}
    </WidgetFrame>
  );
}
