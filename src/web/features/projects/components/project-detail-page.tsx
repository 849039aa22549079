import { FileQuestion, Send } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/web/components/document-title';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isApiError } from '@/web/lib/api-error';
import { describeError } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useProject } from '../api/get-project';
import { paths } from '@/shared/paths';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { firstScreenPart } from '@/web/lib/first-screen-part';
import { HydrationRegion } from '@/web/lib/screen-hydration';
import { useViewer } from '@/web/lib/use-viewer';
import { DecisionDialog, type Decision } from './decision-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { EditProjectDialog } from './edit-project-dialog';
import { EmptyState } from '@/web/components/block-states';
import { PhaseStepper } from './phase-stepper';
import { ProgressChart } from './progress-chart';
import { ProjectActions } from './project-actions';
import { ProjectDetailTabs } from './project-detail-tabs';
import { ProjectNotice } from './project-notice';
import { ProjectSummaryCard } from './project-summary-card';
import { Breadcrumbs, DetailSkeleton } from './project-detail-frame';
import { RequestApprovalDialog } from './request-approval-dialog';

/** The Colaboradores card, below the fold: its own chunk, loaded with the page but not in its way. */
const MembersCard = firstScreenPart(() => import('./members-card').then((module) => module.MembersCard));

/** What the Tareas tab needs from the page when the app composes it in. */
export interface TasksSlotProps {
  projectId: string;
  /** The project's `can.manageTasks`. */
  canManage: boolean;
  phases: Array<{ id: string; name: string }>;
}

/** What the phases' sign-off section needs from the page when the app composes it in (decision 0053). */
export interface SignoffsSlotProps {
  projectId: string;
  phases: Array<{ id: string; name: string }>;
  /** The project's `can.managePhases`: the agency sends phases for the client's acceptance. */
  canSubmit: boolean;
}

/** What the site-care card needs from the page (docs/product.md#site-care: it runs in production). */
export type SiteCareSlotProps = { projectId: string; projectStatus: ProjectDetail['status'] };

export function ProjectDetailPage({
  renderTasks,
  renderCollaboration,
  renderSignoffs,
  renderSiteCare,
}: {
  renderTasks?: (props: TasksSlotProps) => ReactNode;
  /** The phases' sign-offs, below the phase stepper. */
  renderSignoffs?: (props: SignoffsSlotProps) => ReactNode;
  /** The site's care (uptime, certificate, speed, plan hours), below the progress chart. */
  renderSiteCare?: (props: SiteCareSlotProps) => ReactNode;
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
  /** 'Reintentar' that fails again says 'Error al recargar los datos' (docs/product.md#error-messages). */
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
  const phases = project.fases.map((f) => ({ id: f.key, name: f.name }));
  const deleteDialog = (
    <DeleteProjectDialog
      project={deleting ? project : null}
      blockedReason={project.can.delete ? null : t('errors.onlyRejected')}
      onOpenChange={setDeleting}
      onDeleting={() => setRemoving(true)}
      onFailed={() => setRemoving(false)}
      onDeleted={() => void navigate(paths.app.projects.getHref(), { replace: true })}
    />
  );

  const actions = (
    <ProjectActions
      project={project}
      viewer={viewer}
      collaboration={renderCollaboration?.(project.id)}
      onDecide={setDecision}
      onEdit={() => setEditing(true)}
      onDelete={() => setDeleting(true)}
    />
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
          {/* Parts hydrated on their own: a press on one (a tab, a button) waits for that part only. */}
          <HydrationRegion>
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
                project.can.requestApproval ? (
                  <Button size="sm" className="mt-2" onClick={() => setRequesting(true)}>
                    <Send aria-hidden="true" />
                    {t('requestApproval.action')}
                  </Button>
                ) : null
              }
            />
          </HydrationRegion>
          <HydrationRegion>
            <ProjectSummaryCard project={project} />
          </HydrationRegion>
          <Suspense fallback={<Skeleton aria-hidden="true" className="h-32 w-full rounded-xl" />}>
            <MembersCard project={project} viewer={viewer} />
          </Suspense>
          {project.fases.length > 0 && (
            <HydrationRegion>
              <Card>
                <CardHeader>
                  <CardTitle>{t('detail.stepper.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <PhaseStepper fases={project.fases} />
                </CardContent>
              </Card>
            </HydrationRegion>
          )}
          {renderSignoffs && (
            <HydrationRegion>
              {renderSignoffs({ projectId: project.id, phases, canSubmit: project.can.managePhases })}
            </HydrationRegion>
          )}
          <HydrationRegion>
            <ProgressChart
              history={project.progressHistory}
              progress={project.progress}
              createdAt={project.created_at}
            />
          </HydrationRegion>
          {renderSiteCare && (
            <HydrationRegion>
              {renderSiteCare({ projectId: project.id, projectStatus: project.status })}
            </HydrationRegion>
          )}
          <HydrationRegion>
            <ProjectDetailTabs
              project={project}
              tasks={renderTasks?.({ projectId: project.id, canManage: project.can.manageTasks, phases })}
            />
          </HydrationRegion>
          <HydrationRegion>
            <DecisionDialog
              project={decision ? project : null}
              decision={decision ?? 'approve'}
              onOpenChange={(open) => !open && setDecision(null)}
            />
            <RequestApprovalDialog project={project} open={requesting} onOpenChange={setRequesting} />
          </HydrationRegion>
          {editing && <EditProjectDialog project={project} open onOpenChange={setEditing} />}
        </>
      )}
      {/* A part of its own: a press elsewhere on the page does not hydrate the closed dialog. */}
      <HydrationRegion>{deleteDialog}</HydrationRegion>
    </div>
  );
}
