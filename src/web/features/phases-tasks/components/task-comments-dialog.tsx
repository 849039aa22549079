import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taskCommentInputSchema } from '@/shared/schemas/phase-task-input';
import { type Task } from '@/shared/schemas/phases-tasks';
import { AuthorLine } from '@/web/components/author-line';
import { MessageForm } from '@/web/components/message-form';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { describeFailure } from '@/web/lib/error-toast';
import { operation } from '../api/client';
import { useCreateTaskComment } from '../api/create-task-comment';
import { useTaskComments } from '../api/list-task-comments';

/** The conversation of one task: its comments, oldest first, and a box to add one. */
export function TaskCommentsDialog({
  task,
  onOpenChange,
}: {
  task: Task | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const comments = useTaskComments(task?.id ?? null);
  const create = useCreateTaskComment();

  return (
    <Dialog open={task !== null} onOpenChange={onOpenChange}>
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
                <AuthorLine
                  author={comment.author_name || t('comments.unknownAuthor')}
                  at={comment.created_at}
                />
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
        {task && (
          // Keyed by task: another task's dialog starts with an empty box.
          <MessageForm
            key={task.id}
            field="comment"
            rule={taskCommentInputSchema.shape.comment}
            label={t('taskComments.add')}
            maxLength={5000}
            submitLabel={t('taskComments.send')}
            failure={describeFailure(operation('addTaskComment'), { failure: 'addComment' })}
            failureTitle={t('errors:failures.addComment')}
            onSend={(comment) => create.mutateAsync({ taskId: task.id, comment })}
            secondary={
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('common:actions.close')}
              </Button>
            }
            inDialog
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
