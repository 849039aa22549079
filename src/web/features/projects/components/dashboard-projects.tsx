import { ArrowRight, FolderKanban, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useProjects } from '../api/list-projects';
import { paths } from '@/shared/paths';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { EmptyState } from '@/web/components/block-states';
import { ProgressBar } from '@/web/components/progress';
import { SearchInput } from '@/web/components/search-input';
import { ProjectTypeIcon } from './project-type';
import { SharedBadge } from './shared-badge';
import { ApprovalBadge, ProjectStatusBadge } from './status-badges';

const CARDS = 6;

/** The client dashboard's projects widget: a project search box and the latest project cards. */
export function DashboardProjects() {
  const { t } = useTranslation('projects');
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, isPending } = useProjects({
    ...(search && { search }),
    sort: 'updated_at',
    order: 'desc',
    page: 1,
    limit: CARDS,
  });
  const listHref = `${paths.app.projects.getHref()}${search ? `?q=${encodeURIComponent(search)}` : ''}`;

  return (
    <Card data-tour="dashboard-projects">
      <CardHeader>
        <CardTitle>{t('dashboard.title')}</CardTitle>
        <CardDescription>{t('dashboard.description')}</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.app.newProject.getHref()}>
              <Plus aria-hidden="true" />
              {t('list.create')}
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div role="search">
          <label htmlFor={searchId} className="sr-only">
            {t('dashboard.search')}
          </label>
          <SearchInput
            id={searchId}
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('dashboard.searchPlaceholder')}
          />
        </div>
        {isPending ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32 rounded-xl" />
            ))}
          </div>
        ) : !data || data.total === 0 ? (
          search ? (
            <p className="py-6 text-center text-sm text-muted-foreground" role="status">
              {t('dashboard.noResults', { search })}
            </p>
          ) : (
            <EmptyState
              icon={FolderKanban}
              title={t('list.empty.title')}
              action={
                <Button asChild>
                  <Link to={paths.app.newProject.getHref()}>{t('list.empty.action')}</Link>
                </Button>
              }
            >
              {t('list.empty.description')}
            </EmptyState>
          )
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {data.projects.map((project) => (
                <li key={project.id}>
                  <Link
                    to={paths.app.projectDetail.getHref(project.id)}
                    className="flex h-full flex-col gap-3 rounded-xl border p-4 transition-colors hover:border-primary/40 hover:bg-accent/40"
                  >
                    <span className="flex items-start gap-3">
                      <ProjectTypeIcon type={project.type} />
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{project.name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {t(`types.${project.type}.name`)}
                        </span>
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-1.5">
                      <ProjectStatusBadge status={project.status} />
                      <ApprovalBadge status={project.approval_status} />
                      <SharedBadge project={project} />
                    </span>
                    <ProgressBar
                      value={project.progress}
                      label={t('progress.of', { name: project.name })}
                      className="mt-auto"
                    />
                  </Link>
                </li>
              ))}
            </ul>
            <Button variant="link" asChild className="justify-self-start">
              <Link to={listHref}>
                {t('dashboard.seeAll', { count: data.total })}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
