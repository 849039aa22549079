import { MessageSquare, MessageSquarePlus, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentInputSchema } from '@/shared/schemas/phase-task-input';
import { type Comment } from '@/shared/schemas/phases-tasks';
import { AuthorLine } from '@/web/components/author-line';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { MessageForm } from '@/web/components/message-form';
import { Button } from '@/web/components/ui/button';
import { describeFailure } from '@/web/lib/error-toast';
import { operation } from '../api/client';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';

type Reply = Omit<Comment, 'replies'>;

/** A comment box (a new comment on the phase, or a reply to one). */
function CommentForm({
  projectId,
  phaseKey,
  parentId,
  label,
  submitLabel,
  onClose,
}: {
  projectId: string;
  phaseKey: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const create = useCreateComment();
  return (
    <MessageForm
      field="content"
      rule={commentInputSchema.shape.content}
      label={label}
      hideLabel
      maxLength={5000}
      compact
      autoFocus
      submitLabel={submitLabel}
      failure={describeFailure(operation('addComment'), { failure: 'addComment' })}
      failureTitle={t('errors:failures.addComment')}
      onSend={(content) =>
        create.mutateAsync({ projectId, phase_key: phaseKey, parent_id: parentId, content })
      }
      onSent={onClose}
      secondary={
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
      }
    />
  );
}

function CommentBody({
  comment,
  onReply,
  onDelete,
}: {
  comment: Reply;
  onReply?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('projects');
  const canDelete = comment.can.delete;
  return (
    <div className="grid grid-cols-1 gap-1">
      <AuthorLine author={comment.author_name || t('comments.unknownAuthor')} at={comment.timestamp} />
      <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      <div className="flex gap-1">
        {onReply && (
          <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={onReply}>
            <Reply aria-hidden="true" />
            {t('comments.reply')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={onDelete}
            aria-label={t('comments.deleteLabel', { author: comment.author_name })}
          >
            <Trash2 aria-hidden="true" />
            {t('comments.delete')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The conversation of one phase: top-level comments with their replies, a reply box each, a new comment box. */
export function CommentThread({
  projectId,
  phaseKey,
  phaseName,
  comments,
}: {
  projectId: string;
  phaseKey: string;
  phaseName: string;
  comments: Comment[];
}) {
  const { t } = useTranslation('projects');
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  const [toDelete, setToDelete] = useState<Reply | null>(null);
  const remove = useDeleteComment();

  return (
    <div className="grid grid-cols-1 gap-4">
      {comments.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessageSquare className="size-4" aria-hidden="true" />
          {t('comments.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4" aria-label={t('comments.listLabel', { phase: phaseName })}>
          {comments.map((comment) => (
            <li key={comment.id} className="grid grid-cols-1 gap-3">
              <CommentBody
                comment={comment}
                onReply={() => setReplyTo(replyTo === comment.id ? null : comment.id)}
                onDelete={() => setToDelete(comment)}
              />
              {(comment.replies.length > 0 || replyTo === comment.id) && (
                <div className="ml-4 grid gap-3 border-l-2 pl-4">
                  {comment.replies.length > 0 && (
                    <ul
                      className="grid grid-cols-1 gap-3"
                      aria-label={t('comments.repliesLabel', { author: comment.author_name })}
                    >
                      {comment.replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentBody comment={reply} onDelete={() => setToDelete(reply)} />
                        </li>
                      ))}
                    </ul>
                  )}
                  {replyTo === comment.id && (
                    <CommentForm
                      projectId={projectId}
                      phaseKey={phaseKey}
                      parentId={comment.id}
                      label={t('comments.replyPlaceholder', { author: comment.author_name })}
                      submitLabel={t('comments.sendReply')}
                      onClose={() => setReplyTo(null)}
                    />
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing ? (
        <CommentForm
          projectId={projectId}
          phaseKey={phaseKey}
          label={t('comments.placeholder', { phase: phaseName })}
          submitLabel={t('comments.send')}
          onClose={() => setWriting(false)}
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setWriting(true)}
          aria-label={t('comments.placeholder', { phase: phaseName })}
        >
          <MessageSquarePlus aria-hidden="true" />
          {t('comments.write')}
        </Button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteDescription', { author: toDelete?.author_name ?? '' })}
        confirmLabel={t('comments.delete')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate({ id: toDelete.id, projectId }, { onSuccess: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
