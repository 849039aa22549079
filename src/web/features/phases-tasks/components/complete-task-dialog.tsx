import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { completeTaskSchema } from '@/shared/schemas/phase-task-input';
import { type Task } from '@/shared/schemas/phases-tasks';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { pipeInto } from '@/web/lib/form-values';
import { notify } from '@/web/lib/toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useCompleteTask } from '../api/complete-task';

/** What the field holds (text), a whole percentage; the shared schema then checks the body. */
const completeForm = pipeInto(
  z
    .object({
      completion_percentage: z.string().refine((v) => {
        const number = Number(v);
        return v.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 100;
      }, 'projects:completeTask.invalid'),
    })
    .transform((v) => ({ completion_percentage: Number(v.completion_percentage) })),
  completeTaskSchema,
);
const DEFAULTS = { completion_percentage: '100' };

/** Complete a task with its completion percentage (100 by default, docs/product.md#lifecycles). */
export function CompleteTaskDialog({
  task,
  onOpenChange,
}: {
  task: Task | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const complete = useCompleteTask();
  const { form, dialog, submit } = useDialogForm(completeForm, {
    fields: ['completion_percentage'],
    failure: describeFailure(operation('completeTask')),
    // The percentage is checked as it is typed.
    mode: 'onChange',
    defaultValues: DEFAULTS,
    onOpenChange,
  });

  const onSubmit = submit<Task>(
    ({ completion_percentage }, callbacks) => {
      if (task)
        complete.mutate(
          { taskId: task.id, completion: completion_percentage, version: task.version },
          callbacks,
        );
    },
    (saved) => notify.success(t('completeTask.done', { title: saved.title })),
  );

  return (
    <FormDialog
      {...dialog}
      open={task !== null}
      onSubmit={onSubmit}
      title={t('completeTask.title')}
      description={t('completeTask.description', { title: task?.title ?? '' })}
      submitLabel={t('completeTask.confirm')}
      pending={complete.isPending}
    >
      <FormField
        label={t('completeTask.percentage')}
        error={form.formState.errors.completion_percentage?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            className="w-32"
            {...form.register('completion_percentage')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
