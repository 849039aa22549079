import { Link2, X } from 'lucide-react';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dependencyInputSchema } from '@/shared/schemas/phase-task-input';
import { type Task } from '@/shared/schemas/phases-tasks';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { NativeSelect } from '@/web/components/ui/select';
import { messageOf } from '@/web/lib/form-errors';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useAddDependency } from '../api/add-dependency';
import { useRemoveDependency } from '../api/remove-dependency';
import { dependencyCandidates } from '../lib/group-by-project';

/** The picker holds the body's task (the dependency type is always finish to start). */
const addForm = dependencyInputSchema.pick({ depends_on_task_id: true });

/**
 * A task's dependencies (finish to start): the tasks it waits for, and another task of the same
 * project to add. A cycle is refused by the server and its message shown here.
 */
export function DependenciesDialog({
  task,
  tasks,
  onOpenChange,
}: {
  task: Task | null;
  tasks: Task[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const errorId = useId();
  const add = useAddDependency();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(addForm, {
    fields: ['depends_on_task_id'],
    failure: (e) => messageOf(e, t('dependencies.failed')),
    defaultValues: { depends_on_task_id: '' },
  });
  const choice = useWatch({ control: form.control, name: 'depends_on_task_id' });
  const remove = useRemoveDependency();
  // The list may refresh while the dialog is open: read the task's current dependencies from it.
  const current = task ? (tasks.find((item) => item.id === task.id) ?? task) : null;
  const candidates = current ? dependencyCandidates(current, tasks) : [];
  const byId = new Map(tasks.map((item) => [item.id, item]));

  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) discard();
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dependencies.title')}</DialogTitle>
          <DialogDescription>
            {t('dependencies.description', { title: current?.title ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {current && current.depends_on.length > 0 ? (
          <ul className="grid grid-cols-1 gap-2" aria-label={t('dependencies.listLabel')}>
            {current.depends_on.map((dependsOn) => {
              const other = byId.get(dependsOn);
              return (
                <li
                  key={dependsOn}
                  className="flex items-center justify-between gap-2 rounded-md border py-1 pr-1 pl-3 text-sm"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="truncate">{other?.title ?? t('dependencies.unknown')}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 md:size-8"
                    aria-label={t('dependencies.remove', { title: other?.title ?? '' })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ taskId: current.id, dependsOn })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('dependencies.none')}</p>
        )}
        <form
          className="grid grid-cols-1 gap-2"
          noValidate
          onSubmit={handleSubmit(({ depends_on_task_id }) => {
            if (!current) return;
            add.mutate(
              { taskId: current.id, dependsOn: depends_on_task_id },
              { onSuccess: () => discard(), onError: onServerError },
            );
          })}
        >
          <FormField label={t('dependencies.add')} error={form.formState.errors.depends_on_task_id?.message}>
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <NativeSelect
                  {...control}
                  {...form.register('depends_on_task_id')}
                  wrapperClassName="flex-1"
                  aria-invalid={formError ? true : control['aria-invalid']}
                  aria-describedby={formError ? errorId : control['aria-describedby']}
                >
                  <option value="">
                    {candidates.length ? t('dependencies.choose') : t('dependencies.noCandidates')}
                  </option>
                  {candidates.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.title}
                    </option>
                  ))}
                </NativeSelect>
                <Button type="submit" disabled={!choice} loading={add.isPending}>
                  {t('dependencies.addButton')}
                </Button>
              </div>
            )}
          </FormField>
          {formError && (
            <FormAlert variant="error" id={errorId}>
              {formError}
            </FormAlert>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common:actions.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
