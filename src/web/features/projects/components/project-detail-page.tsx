import { Check, FileQuestion, ListChecks, Pencil, Send, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { DocumentTitle } from '@/web/components/document-title';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { isApiError } from '@/web/lib/api-error';
import { describeError } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useProject } from '../api/get-project';
import { canDeleteProject, canEditFeatures, canRequestApproval, isOwner } from '../lib/permissions';
import { paths } from '@/shared/paths';
import { useViewer } from '@/web/lib/use-viewer';
import { ActivityList } from './activity-list';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { EditProjectDialog } from './edit-project-dialog';
import { EmptyState } from '@/web/components/block-states';
import { PhaseList } from './phase-list';
import { PhaseStepper } from './phase-stepper';
import { ProgressChart } from './progress-chart';
import { ProjectNotice } from './project-notice';
import { ProjectSummaryCard } from './project-summary-card';
import { Breadcrumbs, DetailSkeleton } from './project-detail-frame';
import { RequestApprovalDialog } from './request-approval-dialog';

/** The Colaboradores card, below the fold: its own chunk, loaded with the page but not in its way. */
const MembersCard = lazy(() => import('./members-card').then((module) => ({ default: module.MembersCard })));
/** The Código tab (issue 14): its own chunk, loaded when the tab is opened. */
const CodeCard = lazy(() => import('./code-card').then((module) => ({ default: module.CodeCard })));

/** What the Tareas tab needs from the page when the app composes it in. */
export interface TasksSlotProps {
  projectId: string;
  isAdmin: boolean;
  phases: Array<{ id: string; name: string }>;
}

export function ProjectDetailPage({
  renderTasks,
  renderCollaboration,
}: {
  renderTasks?: (props: TasksSlotProps) => ReactNode;
  /** The way into the project's collaboration space, when the app composes it in. */
  renderCollaboration?: (projectId: string) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // While the project is being deleted nothing of it is shown or refetched (a change event could
  // arrive before the answer and ask for a project that is gone).
  const [removing, setRemoving] = useState(false);
  const { data: project, isPending, error, refetch } = useProject(projectId, { enabled: !removing });

  if (!viewer) return null;
  if (isPending) return <DetailSkeleton />;
  /** 'Reintentar' that fails again says 'Error al recargar los datos' (SPEC §8). */
  const retry = async () => {
    const result = await refetch();
    if (result.error) {
      const failure = describeError(result.error, undefined, t, { userAction: true, failure: 'reload' });
      if (failure) notify.error(failure.title, { description: failure.description });
    }
  };
  if (error || !project) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <div className="space-y-6">
        <PageHeader title={notFound ? t('errors.notFound') : t('detail.loadError')} />
        <EmptyState
          icon={FileQuestion}
          title={notFound ? t('detail.notFound') : t('detail.loadErrorDescription')}
          action={
            notFound ? (
              <Button asChild>
                <Link to={paths.app.projects.getHref()}>{t('detail.backToList')}</Link>
              </Button>
            ) : (
              <Button onClick={() => void retry()}>{t('list.retry')}</Button>
            )
          }
        >
          {notFound && t('detail.notFoundDescription')}
        </EmptyState>
      </div>
    );
  }

  const isAdmin = viewer.role === 'admin';
  const owner = isOwner(viewer, project);
  const phases = project.fases.map((f) => ({ id: f.key, name: f.name }));
  const deleteDialog = (
    <DeleteProjectDialog
      project={deleting ? project : null}
      blockedReason={canDeleteProject(viewer, project) ? null : t('errors.onlyRejected')}
      onOpenChange={setDeleting}
      onDeleting={() => setRemoving(true)}
      onFailed={() => setRemoving(false)}
      onDeleted={() => void navigate(paths.app.projects.getHref(), { replace: true })}
    />
  );

  const actions: ReactNode = (
    <>
      {renderCollaboration?.(project.id)}
      {isAdmin && project.approval_status !== 'approved' && (
        <Button onClick={() => setDecision('approve')}>
          <Check aria-hidden="true" />
          {t('decision.approve.action')}
        </Button>
      )}
      {isAdmin && project.approval_status !== 'rejected' && (
        <Button variant="outline" onClick={() => setDecision('reject')}>
          <X aria-hidden="true" />
          {t('decision.reject.action')}
        </Button>
      )}
      {isAdmin && (
        <Button variant="outline" asChild>
          <Link to={paths.admin.phasesTasks.getHref(project.id)}>
            <ListChecks aria-hidden="true" />
            {t('detail.managePhases')}
          </Link>
        </Button>
      )}
      {(isAdmin || owner) && (
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('edit.action')}
        </Button>
      )}
      {(isAdmin || owner) && (
        <Button
          variant="ghost"
          className="text-destructive-text hover:text-destructive-text"
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('delete.action')}
        </Button>
      )}
    </>
  );

  // The deletion dialog keeps its place in the tree whatever is shown, so its request's
  // callbacks survive the switch to the "deleting" view.
  return (
    <div className="space-y-6">
      {removing ? (
        <>
          <PageHeader title={project.name} />
          <p role="status" className="text-sm text-muted-foreground">
            {t('delete.removing')}
          </p>
        </>
      ) : (
        <>
          <DocumentTitle title={project.name} />
          <div className="space-y-3">
            <Breadcrumbs name={project.name} />
            <PageHeader
              title={project.name}
              description={t(`types.${project.type}.description`)}
              actions={actions}
            />
          </div>
          <ProjectNotice
            project={project}
            isAdmin={isAdmin}
            action={
              canRequestApproval(viewer, project) ? (
                <Button size="sm" className="mt-2" onClick={() => setRequesting(true)}>
                  <Send aria-hidden="true" />
                  {t('requestApproval.action')}
                </Button>
              ) : null
            }
          />
          <ProjectSummaryCard
            project={project}
            isAdmin={isAdmin}
            canEditFeatures={canEditFeatures(viewer, project)}
          />
          <Suspense fallback={<Skeleton aria-hidden="true" className="h-32 w-full rounded-xl" />}>
            <MembersCard project={project} viewer={viewer} />
          </Suspense>
          {project.fases.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>{t('detail.stepper.title')}</CardTitle>
              </CardHeader>
              <CardContent>
                <PhaseStepper fases={project.fases} />
              </CardContent>
            </Card>
          )}
          <ProgressChart
            history={project.progressHistory}
            progress={project.progress}
            createdAt={project.created_at}
          />
          <DetailTabs
            project={project}
            viewer={viewer}
            isAdmin={isAdmin}
            tasks={renderTasks?.({ projectId: project.id, isAdmin, phases })}
          />
          <DecisionDialog
            project={decision ? project : null}
            decision={decision ?? 'approve'}
            onOpenChange={(open) => !open && setDecision(null)}
          />
          <RequestApprovalDialog project={project} open={requesting} onOpenChange={setRequesting} />
          {editing && <EditProjectDialog project={project} open onOpenChange={setEditing} />}
        </>
      )}
      {deleteDialog}
    </div>
  );
}

function DetailTabs({
  project,
  viewer,
  isAdmin,
  tasks,
}: {
  project: ProjectDetail;
  viewer: { id: string; role: 'admin' | 'user' };
  isAdmin: boolean;
  tasks: ReactNode;
}) {
  const { t } = useTranslation('projects');
  return (
    <Tabs defaultValue="phases" className="grid grid-cols-1 gap-4">
      <TabsList aria-label={t('detail.tabs.label')} className="max-w-full overflow-x-auto">
        <TabsTrigger value="phases">{t('detail.tabs.phases', { count: project.fases.length })}</TabsTrigger>
        {tasks && <TabsTrigger value="tasks">{t('detail.tabs.tasks')}</TabsTrigger>}
        {project.github_repository_url && <TabsTrigger value="code">{t('code.title')}</TabsTrigger>}
        <TabsTrigger value="activity">{t('detail.tabs.activity')}</TabsTrigger>
      </TabsList>
      <TabsContent value="phases">
        <PhaseList project={project} viewer={viewer} isAdmin={isAdmin} />
      </TabsContent>
      {tasks && <TabsContent value="tasks">{tasks}</TabsContent>}
      {project.github_repository_url && (
        <TabsContent value="code">
          <Suspense fallback={<Skeleton aria-hidden="true" className="h-48 w-full rounded-xl" />}>
            <CodeCard projectId={project.id} />
          </Suspense>
        </TabsContent>
      )}
      <TabsContent value="activity">
        <Card>
          <CardContent>
            <ActivityList projectId={project.id} />
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
