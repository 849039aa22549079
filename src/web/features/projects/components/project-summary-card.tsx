import { CalendarDays, ExternalLink, GitBranch, ListChecks, Flag, Pencil, User } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { projectStatusSchema, type ProjectStatus } from '@/shared/schemas/project-input';
import { type ProjectDetail } from '@/shared/schemas/projects';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { NativeSelect } from '@/web/components/ui/select';
import { showErrorToast } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { handleInlineConflict } from '@/web/lib/version-conflict';
import { useFormatters } from '@/web/lib/use-formatters';
import { useProjectProgress } from '../api/get-project-progress';
import { operation } from '../api/client';
import { projectKeys } from '../api/query-keys';
import { useUpdateProject } from '../api/update-project';
import { ProgressRing } from '@/web/components/progress';
import { ProjectTypeLabel } from './project-type';
import { ApprovalBadge, ProjectStatusBadge } from './status-badges';

/** The features editor (and its form library) loads when it is first opened. */
const FeaturesDialog = lazy(() => import('./features-dialog').then((m) => ({ default: m.FeaturesDialog })));

function Fact({ icon: Icon, label, children }: { icon: typeof User; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {label}
      </dt>
      <dd className="truncate pl-6 text-sm font-medium">{children}</dd>
    </div>
  );
}

/** An admin changes the project's status (development, production, paused, maintenance). */
function StatusSelect({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const id = useId();
  const queryClient = useQueryClient();
  const update = useUpdateProject({ silent: true });
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {t('detail.summary.changeStatus')}
      </label>
      <NativeSelect
        id={id}
        value={project.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as ProjectStatus;
          update.mutate(
            { id: project.id, input: { status, version: project.version } },
            {
              onSuccess: () =>
                notify.success(t('detail.summary.statusChanged', { status: t(`status.${status}`) })),
              onError: (error) => {
                if (!handleInlineConflict(error, queryClient, [projectKeys.detail(project.id)]))
                  showErrorToast(error, operation('updateProject'), { userAction: true });
              },
            },
          );
        }}
        wrapperClassName="w-48"
      >
        {projectStatusSchema.options.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Status, approval, progress ring, key dates and people; technologies, repository and features. */
export function ProjectSummaryCard({ project }: { project: ProjectDetail }) {
  // What the viewer may change here is the server's answer (`can`).
  const canEditFeatures = project.can.editFeatures;
  const { t } = useTranslation('projects');
  const [editingFeatures, setEditingFeatures] = useState(false);
  const { date, number } = useFormatters();
  const progress = useProjectProgress(project.id);
  const counts = progress.data;
  const phasesTotal = counts?.total_phases ?? project.fases.length;
  const phasesDone = counts?.completed_phases ?? project.fases.filter((f) => f.estado === 'Terminado').length;
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <ProgressRing value={project.progress} label={t('detail.summary.progressLabel')} />
          <div className="grid grid-cols-1 min-w-0 flex-1 gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <ProjectStatusBadge status={project.status} />
              <ApprovalBadge status={project.approval_status} />
            </div>
            <ProjectTypeLabel type={project.type} />
            {project.description ? (
              <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                {project.description}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground italic">{t('detail.summary.noDescription')}</p>
            )}
          </div>
          {project.can.changeStatus && <StatusSelect project={project} />}
        </div>
        <dl className="grid grid-cols-1 gap-4 border-t pt-5 sm:grid-cols-2 lg:grid-cols-4">
          <Fact icon={User} label={t('detail.summary.owner')}>
            {project.owner?.full_name || project.owner?.email || '—'}
          </Fact>
          <Fact icon={CalendarDays} label={t('detail.summary.created')}>
            {date(project.created_at)}
          </Fact>
          <Fact
            icon={CalendarDays}
            label={project.approved_at ? t('detail.summary.approvedAt') : t('detail.summary.updated')}
          >
            {date(project.approved_at ?? project.updated_at)}
          </Fact>
          <Fact icon={Flag} label={t('detail.summary.phases')}>
            {phasesTotal === 0
              ? t('detail.summary.none')
              : t('detail.summary.phasesDone', { done: number(phasesDone), total: number(phasesTotal) })}
          </Fact>
          {counts && (
            <Fact icon={ListChecks} label={t('detail.summary.tasks')}>
              {counts.total_tasks === 0
                ? t('detail.summary.none')
                : t('detail.summary.tasksDone', {
                    done: number(counts.completed_tasks),
                    total: number(counts.total_tasks),
                  })}
            </Fact>
          )}
          {project.github_repository_url && (
            <Fact icon={GitBranch} label={t('detail.summary.repository')}>
              <a
                href={project.github_repository_url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                {project.github_repository_url.replace(/^https:\/\/(www\.)?github\.com\//, '')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('detail.summary.newTab')}</span>
              </a>
            </Fact>
          )}
        </dl>
        {(project.technologies.length > 0 || project.funcionalidades.length > 0 || canEditFeatures) && (
          <div className="grid grid-cols-1 gap-5 border-t pt-5 md:grid-cols-2">
            {project.technologies.length > 0 && (
              <div>
                <h2 className="mb-2 text-sm font-semibold">{t('detail.summary.technologies')}</h2>
                <ul className="flex flex-wrap gap-1.5">
                  {project.technologies.map((tech) => (
                    <li
                      key={tech}
                      className="rounded-md bg-accent px-2 py-0.5 text-sm text-accent-foreground"
                    >
                      {tech}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(project.funcionalidades.length > 0 || canEditFeatures) && (
              <div>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h2 className="text-sm font-semibold">{t('detail.summary.features')}</h2>
                  {canEditFeatures && (
                    <Button variant="outline" size="sm" onClick={() => setEditingFeatures(true)}>
                      <Pencil aria-hidden="true" />
                      {t('detail.features.edit')}
                    </Button>
                  )}
                </div>
                {project.funcionalidades.length > 0 ? (
                  <ul
                    className="grid grid-cols-1 list-disc gap-1 pl-5 text-sm"
                    aria-label={t('detail.summary.features')}
                  >
                    {project.funcionalidades.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('detail.features.empty')}</p>
                )}
              </div>
            )}
          </div>
        )}
      </CardContent>
      {editingFeatures && (
        <Suspense fallback={null}>
          <FeaturesDialog project={project} open={editingFeatures} onOpenChange={setEditingFeatures} />
        </Suspense>
      )}
    </Card>
  );
}
