import { Flag, LayoutTemplate, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseStatusSchema, STANDARD_PHASES, type PhaseStatus } from '@/shared/schemas/phase-task-input';
import { type Phase } from '@/shared/schemas/phases-tasks';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { RowMenu } from '@/web/components/row-menu';
import { NativeSelect } from '@/web/components/ui/select';
import { notify } from '@/web/lib/toast';
import { useFormatters } from '@/web/lib/use-formatters';
import { useCreateStandardPhases } from '../api/create-standard-phases';
import { useDeletePhase } from '../api/delete-phase';
import { useUpdatePhase } from '../api/update-phase';
import { EmptyState } from '@/web/components/block-states';
import { PhaseDates } from './phase-dates';
import { PhaseFormDialog } from './phase-form-dialog';
import { RowsSkeleton } from './rows-skeleton';

/** The status select of one phase: a change is saved at once (and moves the project's progress). */
function PhaseStatusSelect({ phase }: { phase: Phase }) {
  const { t } = useTranslation('projects');
  const update = useUpdatePhase();
  return (
    <NativeSelect
      aria-label={t('phases.statusOf', { name: phase.name })}
      value={phase.status}
      disabled={update.isPending}
      onChange={(event) => {
        const status = event.target.value as PhaseStatus;
        update.mutate(
          { phaseId: phase.id, input: { status, version: phase.version } },
          {
            onSuccess: () =>
              notify.success(
                t('phases.statusChanged', { name: phase.name, status: t(`phaseStatus.${status}`) }),
              ),
          },
        );
      }}
      wrapperClassName="w-40"
      className="md:h-9"
    >
      {phaseStatusSchema.options.map((status) => (
        <option key={status} value={status}>
          {t(`phaseStatus.${status}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** An admin's phases of one project: create (one, or the standard template), edit, status, delete. */
export function PhasesManager({
  projectId,
  phases,
  isPending,
}: {
  projectId: string;
  phases: Phase[] | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Phase | null>(null);
  const [deleting, setDeleting] = useState<Phase | null>(null);
  const [confirmStandard, setConfirmStandard] = useState(false);
  const standard = useCreateStandardPhases();
  const remove = useDeletePhase();
  // The phase being edited as its query has it now (a realtime change refetches it): the dialog
  // keeps what is typed and says when someone else saved it meanwhile.
  const editingNow = editing ? (phases?.find((phase) => phase.id === editing.id) ?? editing) : null;

  const addStandard = () =>
    standard.mutate(projectId, {
      onSuccess: (created) => {
        notify.success(t('phases.standardAdded', { count: created.length }));
        setConfirmStandard(false);
      },
    });

  const actions = (
    <>
      <Button onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        {t('phases.new')}
      </Button>
      <Button
        variant="outline"
        loading={standard.isPending}
        onClick={() => (phases?.length ? setConfirmStandard(true) : addStandard())}
      >
        {!standard.isPending && <LayoutTemplate aria-hidden="true" />}
        {t('phases.standard')}
      </Button>
    </>
  );

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t('phases.standardHint', { list: STANDARD_PHASES.join(', ') })}
        </p>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {isPending ? (
        <RowsSkeleton />
      ) : !phases?.length ? (
        <EmptyState icon={Flag} title={t('phases.empty')}>
          {t('phases.emptyDescription')}
        </EmptyState>
      ) : (
        <ol className="divide-y rounded-xl border bg-card">
          {phases.map((phase) => (
            <li
              key={phase.id}
              className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
              data-testid="phase-row"
            >
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-medium tabular"
                aria-hidden="true"
              >
                {phase.phase_order}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{phase.name}</p>
                <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                  <PhaseDates phase={phase} />
                  <span>
                    {phase.task_count === 0
                      ? t('phases.noTasks')
                      : t('phases.taskCount', {
                          done: number(phase.completed_task_count),
                          total: number(phase.task_count),
                        })}
                  </span>
                </p>
              </div>
              <div className="flex items-center gap-1">
                <PhaseStatusSelect phase={phase} />
                <RowMenu
                  label={t('phases.menu', { name: phase.name })}
                  actions={[
                    { label: t('phases.edit'), icon: Pencil, onSelect: () => setEditing(phase) },
                    {
                      label: t('phases.delete'),
                      icon: Trash2,
                      onSelect: () => setDeleting(phase),
                      destructive: true,
                    },
                  ]}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <PhaseFormDialog projectId={projectId} open={creating} onOpenChange={setCreating} />
      <PhaseFormDialog
        projectId={projectId}
        phase={editingNow}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={confirmStandard}
        onOpenChange={setConfirmStandard}
        title={t('phases.standardConfirmTitle')}
        description={t('phases.standardConfirmDescription', { list: STANDARD_PHASES.join(', ') })}
        confirmLabel={t('phases.standardConfirm')}
        loading={standard.isPending}
        onConfirm={addStandard}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('phases.deleteTitle')}
        description={t('phases.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('phases.delete')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('phases.deleted', { name }));
              setDeleting(null);
            },
          });
        }}
      />
    </div>
  );
}
