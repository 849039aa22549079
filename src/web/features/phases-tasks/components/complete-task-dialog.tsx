import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/shared/schemas/phases-tasks';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { notify } from '@/web/lib/toast';
import { useCompleteTask } from '../api/complete-task';

/** Complete a task with its completion percentage (100 by default, SPEC §4). */
export function CompleteTaskDialog({
  task,
  onOpenChange,
}: {
  task: Task | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const id = useId();
  const complete = useCompleteTask();
  const [value, setValue] = useState('100');
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= 100;
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) setValue('100');
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!task || !valid) return;
            complete.mutate(
              { taskId: task.id, completion: number },
              {
                onSuccess: (saved) => {
                  notify.success(t('completeTask.done', { title: saved.title }));
                  setValue('100');
                  onOpenChange(false);
                },
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('completeTask.title')}</DialogTitle>
            <DialogDescription>
              {t('completeTask.description', { title: task?.title ?? '' })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={id}>{t('completeTask.percentage')}</Label>
            <Input
              id={id}
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={valid ? undefined : true}
              aria-describedby={valid ? undefined : `${id}-error`}
              className="w-32"
            />
            {!valid && (
              <p id={`${id}-error`} className="text-[13px] font-medium text-destructive-text">
                {t('completeTask.invalid')}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={complete.isPending}
            >
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={complete.isPending} disabled={!valid}>
              {t('completeTask.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
