import { MessageSquare } from 'lucide-react';
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
import { inputClasses } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useCreateTaskComment } from '../api/create-task-comment';
import { useTaskComments } from '../api/list-task-comments';

const COMMENT_MAX = 5000;

/** The conversation of one task: its comments, oldest first, and a box to add one. */
export function TaskCommentsDialog({
  task,
  onOpenChange,
}: {
  task: Task | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const { relative, dateTime } = useFormatters();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const comments = useTaskComments(task?.id ?? null);
  const create = useCreateTaskComment();

  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open) {
          setText('');
          setError(null);
        }
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('taskComments.title')}</DialogTitle>
          <DialogDescription>{task?.title}</DialogDescription>
        </DialogHeader>
        {comments.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-hidden="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-2/3" />
          </div>
        ) : comments.data?.length ? (
          <ol
            className="grid max-h-72 grid-cols-1 gap-3 overflow-y-auto"
            aria-label={t('taskComments.listLabel')}
            tabIndex={0}
          >
            {comments.data.map((comment) => (
              <li key={comment.id} className="rounded-lg border p-3">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-medium">{comment.author_name || t('comments.unknownAuthor')}</span>
                  <time
                    dateTime={comment.created_at}
                    title={dateTime(comment.created_at)}
                    className="text-xs text-muted-foreground"
                  >
                    {relative(comment.created_at)}
                  </time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-wrap">{comment.comment}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquare className="size-4" aria-hidden="true" />
            {t('taskComments.empty')}
          </p>
        )}
        <form
          className="grid grid-cols-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!task) return;
            const comment = text.trim();
            if (!comment) {
              setError(t('taskValidation.commentRequired'));
              return;
            }
            setError(null);
            create.mutate({ taskId: task.id, comment }, { onSuccess: () => setText('') });
          }}
        >
          <Label htmlFor={id}>{t('taskComments.add')}</Label>
          <textarea
            id={id}
            rows={3}
            value={text}
            maxLength={COMMENT_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputClasses, 'h-auto min-h-20 resize-y md:h-auto')}
          />
          {error && (
            <p id={`${id}-error`} className="text-[13px] font-medium text-destructive-text">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common:actions.close')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('taskComments.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
