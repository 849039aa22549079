import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  taskPrioritySchema,
  type createTaskSchema,
  type TaskPriority,
} from '@/shared/schemas/phase-task-input';
import { type Task } from '@/shared/schemas/phases-tasks';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { VersionConflictDialog } from '@/web/components/version-conflict-dialog';
import { useStaff } from '@/web/lib/api/list-staff';
import { messageOf } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/toast';
import { useDialogForm, useEditedRecord } from '@/web/lib/use-dialog-form';
import { useVersionConflict } from '@/web/lib/version-conflict';
import { useCreateTask } from '../api/create-task';
import { invalidatePhasesAndTasks } from '../api/invalidate';
import { useUpdateTask, type UpdateTaskValues } from '../api/update-task';
import { formDialogTexts } from '../lib/form-texts';
import { createFormFor, FIELDS, nameOf, taskFormValues, updateForm } from '../lib/task-form';

/**
 * Create or edit a task: title, description, phase, priority (medium by default), assignee from
 * the agency's team, due date, estimated hours, tags and required skills. Editing, the form holds
 * the task as it was when the dialog opened (`useEditedRecord`): a change someone else saves
 * meanwhile is announced, never typed over what the admin is writing.
 */
export function TaskFormDialog({
  projectId,
  phases,
  task,
  defaultPhaseId,
  open,
  onOpenChange,
}: {
  projectId: string;
  phases: Array<{ id: string; name: string }>;
  /** The task to edit, as its query has it now; none to create one. */
  task?: Task | null;
  defaultPhaseId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const edited = useEditedRecord(task, open);
  const shown = edited.record;
  const editing = shown !== null;
  const staff = useStaff({ enabled: open });
  const create = useCreateTask();
  const update = useUpdateTask();
  const queryClient = useQueryClient();
  const conflict = useVersionConflict<UpdateTaskValues>();
  const schema = useMemo(() => (editing ? updateForm : createFormFor(projectId)), [editing, projectId]);
  const defaults = useMemo(() => taskFormValues(shown, defaultPhaseId), [shown, defaultPhaseId]);
  const { form, dialog, submit } = useDialogForm(schema as typeof updateForm, {
    fields: FIELDS,
    failure: (e) => messageOf(e, t('taskForm.failed')),
    values: defaults,
    onOpenChange,
    changed: edited.changed,
  });
  const { errors } = form.formState;

  const onSubmit = submit<Task>(
    (values, callbacks) => {
      if (shown)
        update.mutate(
          // The version the form shows: a newer one saved meanwhile gets the conflict dialog.
          { taskId: shown.id, input: { ...values, version: shown.version } },
          { ...callbacks, onError: (error) => conflict.capture(error, values) || callbacks.onError(error) },
        );
      else create.mutate(values as unknown as z.output<typeof createTaskSchema>, callbacks);
    },
    (saved) => notify.success(t(editing ? 'taskForm.saved' : 'taskForm.created', { title: saved.title })),
  );

  return (
    <>
      <FormDialog
        {...dialog}
        {...formDialogTexts(t, 'taskForm', editing)}
        open={open}
        onSubmit={onSubmit}
        pending={create.isPending || update.isPending}
        className="max-w-2xl"
      >
        <FormField
          label={t('taskForm.title')}
          error={errors.title?.message}
          hint={editing ? undefined : t('taskForm.titleHint')}
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('title')} />}
        </FormField>
        <FormField label={t('taskForm.description')} error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={3} className="min-h-20" {...form.register('description')} />
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('taskForm.phase')} error={errors.phase_id?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('phase_id')}>
                <option value="">{t('taskForm.noPhase')}</option>
                {phases.map((phase) => (
                  <option key={phase.id} value={phase.id}>
                    {phase.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t('taskForm.priority')} error={errors.priority?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('priority')}>
                {taskPrioritySchema.options.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`tasks.priority.${priority}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t('taskForm.assignee')} error={errors.assigned_to?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('assigned_to')}>
                <option value="">{t('taskForm.unassigned')}</option>
                {staff.data?.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.full_name || member.email}
                    {member.skills.length ? ` · ${member.skills.slice(0, 3).join(', ')}` : ''}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t('taskForm.dueDate')} error={errors.due_date?.message}>
            {(control) => <Input {...control} type="date" {...form.register('due_date')} />}
          </FormField>
          <FormField label={t('taskForm.estimatedHours')} error={errors.estimated_hours?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                {...form.register('estimated_hours')}
              />
            )}
          </FormField>
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('taskForm.tags')} error={errors.tags?.message} hint={t('taskForm.listHint')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder={t('taskForm.tagsPlaceholder')}
                {...form.register('tags')}
              />
            )}
          </FormField>
          <FormField
            label={t('taskForm.skills')}
            error={errors.required_skills?.message}
            hint={t('taskForm.listHint')}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder={t('taskForm.skillsPlaceholder')}
                {...form.register('required_skills')}
              />
            )}
          </FormField>
        </div>
      </FormDialog>
      <VersionConflictDialog
        conflict={conflict.conflict}
        fields={[
          { name: 'title', label: t('taskForm.title') },
          { name: 'description', label: t('taskForm.description') },
          { name: 'phase_id', label: t('taskForm.phase'), format: nameOf(phases) },
          {
            name: 'priority',
            label: t('taskForm.priority'),
            // The person's words for it, as in the form's select ("Alta", not `high`).
            format: (value) =>
              taskPrioritySchema.safeParse(value).success
                ? t(`tasks.priority.${value as TaskPriority}`)
                : String(value),
          },
          { name: 'assigned_to', label: t('taskForm.assignee'), format: nameOf(staff.data) },
          { name: 'due_date', label: t('taskForm.dueDate') },
          { name: 'estimated_hours', label: t('taskForm.estimatedHours') },
          { name: 'tags', label: t('taskForm.tags') },
          { name: 'required_skills', label: t('taskForm.skills') },
        ]}
        pending={update.isPending}
        onClose={conflict.clear}
        onReload={(current) => {
          // The form takes the task as it is saved now, and its version.
          edited.reload(current);
          invalidatePhasesAndTasks(queryClient);
          notify.info(t('common:versionConflict.reloaded'));
        }}
        onKeepMine={(mine, version) =>
          shown &&
          update.mutate(
            { taskId: shown.id, input: { ...mine, version } },
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
