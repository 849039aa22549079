import { FolderKanban, SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import { useSearchState } from '@/web/lib/use-search-state';
import { useProjects } from '../api/list-projects';
import {
  activeFilterCount,
  paramsFromSearch,
  searchFromParams,
  toApiQuery,
  updateParams,
  type ProjectListParams,
} from '../lib/list-params';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { EmptyState } from '@/web/components/block-states';
import { Pagination } from './pagination';
import { NewProjectButton } from './projects-page';
import { ProjectCards, ProjectsListSkeleton, ProjectsTable } from './projects-table';
import { ProjectsToolbar } from './projects-toolbar';

/**
 * A project list whose search, filters, sort and page live in the URL: toolbar, table (desktop)
 * or cards (phones), server pagination, skeletons and empty states.
 */
export function ProjectsBrowser({
  viewer,
  createdBy,
  showOwner,
  canCreate,
  emptyDescription,
}: {
  viewer: { id: string; role: 'admin' | 'user' };
  /** Only this user's projects (admin view of one client). */
  createdBy?: string;
  showOwner: boolean;
  canCreate: boolean;
  emptyDescription?: string;
}) {
  const { t } = useTranslation('projects');
  const [params, update] = useSearchState(paramsFromSearch, searchFromParams);
  const query = toApiQuery(params, { createdBy });
  const { data, isPending, isError, isPlaceholderData, refetch } = useProjects(query);
  const [decision, setDecision] = useState<{ project: Project; decision: Decision } | null>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);

  const change = (next: Partial<ProjectListParams>) =>
    update((current) => updateParams(current, next), { replace: !('page' in next) });

  const createAction: ReactNode = canCreate ? <NewProjectButton /> : null;

  let body: ReactNode;
  if (isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t('list.loading')}
        </p>
        <ProjectsListSkeleton />
      </>
    );
  } else if (isError) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('list.error')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  } else if (data.total === 0) {
    body =
      activeFilterCount(params) > 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('list.noResults.title')}
          action={
            <Button
              variant="outline"
              onClick={() =>
                change({ search: '', status: undefined, approval: undefined, technology: undefined })
              }
            >
              {t('list.noResults.clear')}
            </Button>
          }
        >
          {t('list.noResults.description')}
        </EmptyState>
      ) : (
        <EmptyState icon={FolderKanban} title={t('list.empty.title')} action={createAction}>
          {emptyDescription ??
            (canCreate ? t('list.empty.description') : t('list.empty.descriptionReadOnly'))}
        </EmptyState>
      );
  } else {
    const handlers = {
      onDecide: (project: Project, kind: Decision) => setDecision({ project, decision: kind }),
      onDelete: setToDelete,
    };
    body = (
      <div
        className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={isPlaceholderData || undefined}
      >
        <ProjectsTable projects={data.projects} viewer={viewer} showOwner={showOwner} handlers={handlers} />
        <ProjectCards projects={data.projects} viewer={viewer} showOwner={showOwner} handlers={handlers} />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4" data-tour="projects-browser">
      <ProjectsToolbar params={params} onChange={change} />
      {body}
      {data && data.total > 0 && (
        <Pagination
          page={data.page}
          limit={data.limit}
          total={data.total}
          totalPages={data.totalPages}
          onPageChange={(page) => change({ page })}
        />
      )}
      <DecisionDialog
        project={decision?.project ?? null}
        decision={decision?.decision ?? 'approve'}
        onOpenChange={(open) => !open && setDecision(null)}
      />
      <DeleteProjectDialog
        project={toDelete}
        blockedReason={toDelete && !toDelete.can.delete ? t('errors.onlyRejected') : null}
        onOpenChange={(open) => !open && setToDelete(null)}
      />
    </div>
  );
}
