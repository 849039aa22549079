import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createPhaseSchema, phaseStatusSchema, updatePhaseSchema } from '@/shared/schemas/phase-task-input';
import { type Phase } from '@/shared/schemas/phases-tasks';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { VersionConflictDialog } from '@/web/components/version-conflict-dialog';
import { messageOf } from '@/web/lib/form-errors';
import { emptyToNull, parseHours, pipeInto } from '@/web/lib/form-values';
import { notify } from '@/web/lib/toast';
import { useDialogForm, useEditedRecord } from '@/web/lib/use-dialog-form';
import { useVersionConflict } from '@/web/lib/version-conflict';
import { useCreatePhase } from '../api/create-phase';
import { invalidatePhasesAndTasks } from '../api/invalidate';
import { useUpdatePhase, type UpdatePhaseValues } from '../api/update-phase';
import { formDialogTexts } from '../lib/form-texts';

/** What the form holds: text everywhere; the shared schemas validate what it becomes. */
const phaseFormSchema = z.object({
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: phaseStatusSchema,
  /** Decision 0053: what the client's acceptance bills; blank bills nothing. */
  milestone_amount: z
    .string()
    .refine((v) => typeof parseHours(v) !== 'string', 'receipts:validation.milestoneAmountPositive'),
});
type PhaseForm = z.infer<typeof phaseFormSchema>;

const toInput = (v: PhaseForm) => ({
  name: v.name.trim(),
  description: v.description,
  start_date: emptyToNull(v.start_date),
  end_date: emptyToNull(v.end_date),
  status: v.status,
  milestone_amount: parseHours(v.milestone_amount) as number | null,
});
// Creation: a blank name becomes 'Nueva fase' on the server (docs/product.md#validation).
const createForm = pipeInto(
  phaseFormSchema.transform((v) => ({ ...toInput(v), name: v.name.trim() || undefined })),
  createPhaseSchema,
);
const updateForm = pipeInto(phaseFormSchema.transform(toInput), updatePhaseSchema);
const FIELDS = ['name', 'description', 'start_date', 'end_date', 'status', 'milestone_amount'] as const;

/**
 * Create a phase of a project, or edit one: name, description, dates, status. Editing, the form
 * holds the phase as it was when the dialog opened (`useEditedRecord`): a change someone else
 * saves meanwhile is announced, never typed over what the admin is writing.
 */
export function PhaseFormDialog({
  projectId,
  phase,
  open,
  onOpenChange,
}: {
  projectId: string;
  /** The phase to edit, as its query has it now; none to create one. */
  phase?: Phase | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const edited = useEditedRecord(phase, open);
  const editing = edited.record !== null;
  const create = useCreatePhase();
  const update = useUpdatePhase({ silent: true });
  const queryClient = useQueryClient();
  const conflict = useVersionConflict<UpdatePhaseValues>();
  const shown = edited.record;
  const defaults = useMemo<PhaseForm>(
    () => ({
      name: shown?.name ?? '',
      description: shown?.description ?? '',
      start_date: shown?.start_date ?? '',
      end_date: shown?.end_date ?? '',
      status: shown?.status ?? 'pending',
      milestone_amount: shown?.milestone_amount != null ? String(shown.milestone_amount) : '',
    }),
    [shown],
  );
  const { form, dialog, submit } = useDialogForm(
    editing ? updateForm : (createForm as unknown as typeof updateForm),
    {
      fields: FIELDS,
      failure: (e) => messageOf(e, t('phaseForm.failed')),
      values: defaults,
      onOpenChange,
      changed: edited.changed,
    },
  );
  const { errors } = form.formState;

  const onSubmit = submit<Phase>(
    (values, callbacks) => {
      if (shown)
        update.mutate(
          // The version the form shows: a newer one saved meanwhile gets the conflict dialog.
          { phaseId: shown.id, input: { ...values, version: shown.version } },
          { ...callbacks, onError: (error) => conflict.capture(error, values) || callbacks.onError(error) },
        );
      else create.mutate({ projectId, input: values as z.output<typeof createForm> }, callbacks);
    },
    (saved) => notify.success(t(editing ? 'phaseForm.saved' : 'phaseForm.created', { name: saved.name })),
  );

  return (
    <>
      <FormDialog
        {...dialog}
        {...formDialogTexts(t, 'phaseForm', editing)}
        open={open}
        onSubmit={onSubmit}
        pending={create.isPending || update.isPending}
      >
        <FormField
          label={t('phaseForm.name')}
          error={errors.name?.message}
          hint={editing ? undefined : t('phaseForm.nameHint')}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField label={t('phaseForm.description')} error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={3} className="min-h-20" {...form.register('description')} />
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('phaseForm.startDate')} error={errors.start_date?.message}>
            {(control) => <Input {...control} type="date" {...form.register('start_date')} />}
          </FormField>
          <FormField label={t('phaseForm.endDate')} error={errors.end_date?.message}>
            {(control) => <Input {...control} type="date" {...form.register('end_date')} />}
          </FormField>
        </div>
        <FormField label={t('phaseForm.status')} error={errors.status?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {phaseStatusSchema.options.map((status) => (
                <option key={status} value={status}>
                  {t(`phaseStatus.${status}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('signoffs:milestone.label')}
          hint={t('signoffs:milestone.hint')}
          error={errors.milestone_amount?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('milestone_amount')}
            />
          )}
        </FormField>
      </FormDialog>
      <VersionConflictDialog
        conflict={conflict.conflict}
        fields={[
          { name: 'name', label: t('phaseForm.name') },
          { name: 'description', label: t('phaseForm.description') },
          { name: 'start_date', label: t('phaseForm.startDate') },
          { name: 'end_date', label: t('phaseForm.endDate') },
          { name: 'status', label: t('phaseForm.status'), format: (v) => t(`phaseStatus.${String(v)}`) },
          { name: 'milestone_amount', label: t('signoffs:milestone.label') },
        ]}
        pending={update.isPending}
        onClose={conflict.clear}
        onReload={(current) => {
          // The form takes the phase as it is saved now, and its version.
          edited.reload(current);
          void invalidatePhasesAndTasks(queryClient);
          notify.info(t('common:versionConflict.reloaded'));
        }}
        onKeepMine={(mine, version) =>
          shown &&
          update.mutate(
            { phaseId: shown.id, input: { ...mine, version } },
            conflict.savingMine(mine, () => {
              dialog.onDiscard();
              onOpenChange(false);
              notify.success(t('common:versionConflict.saved'));
            }),
          )
        }
      />
    </>
  );
}
