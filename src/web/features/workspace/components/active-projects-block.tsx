import { FolderKanban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useFormatters, useRelativeTime } from '@/web/lib/use-formatters';
import { useWorkspace } from '../api/get-workspace';
import { paths } from '@/shared/paths';
import { ErrorState } from '@/web/components/block-states';
import { BlockSkeleton, NoProjectsYet } from './block-states';
import { WorkspaceBlock } from './workspace-block';
import { ProjectProgressItem } from './project-progress-item';

/** The caller's active (approved) projects, most recently updated first, with their progress. */
export function ActiveProjectsBlock({ className }: { className?: string }) {
  const { t } = useTranslation('workspace');
  const format = useFormatters();
  const relativeTime = useRelativeTime();
  const { data, isPending, isError, refetch, isRefetching } = useWorkspace();
  return (
    <WorkspaceBlock
      title={t('projects.title')}
      className={className}
      testId="workspace-projects"
      action={
        <Button asChild variant="link" size="sm">
          <Link to={paths.app.projects.getHref()}>{t('projects.seeAll')}</Link>
        </Button>
      }
    >
      {isPending ? (
        <BlockSkeleton label={t('projects.loading')} />
      ) : isError && !data ? (
        <ErrorState
          size="sm"
          message={t('projects.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.projects.length === 0 ? (
        <NoProjectsYet icon={FolderKanban}>{t('projects.empty')}</NoProjectsYet>
      ) : (
        <ul className="grid gap-3" aria-label={t('projects.title')}>
          {data.projects.map((project) => (
            <ProjectProgressItem key={project.id} project={project}>
              <p className="text-xs text-muted-foreground">
                {t('projects.updated')}{' '}
                <time dateTime={project.updated_at} title={format.dateTime(project.updated_at)}>
                  {relativeTime(project.updated_at)}
                </time>
              </p>
            </ProjectProgressItem>
          ))}
        </ul>
      )}
    </WorkspaceBlock>
  );
}
