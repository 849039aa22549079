import { MessageSquare, MessageSquarePlus, Reply, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@/shared/schemas/phases-tasks';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { inputClasses } from '@/web/components/ui/input';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';

const COMMENT_MAX = 5000;

type Reply = Omit<Comment, 'replies'>;

interface Viewer {
  id: string;
  role: 'admin' | 'user';
}

/** A comment box: submit with the button or Ctrl/⌘ + Enter. */
function CommentForm({
  projectId,
  phaseKey,
  parentId,
  label,
  submitLabel,
  autoFocus,
  onDone,
  onCancel,
}: {
  projectId: string;
  phaseKey: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('projects');
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateComment();
  const submit = () => {
    const text = content.trim();
    if (!text) {
      setError(t('commentValidation.contentRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { projectId, phase_key: phaseKey, parent_id: parentId, content: text },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
      },
    );
  };
  return (
    <form
      className="grid grid-cols-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        // Opening a reply box moves the focus into it.
        autoFocus={autoFocus}
        rows={2}
        maxLength={COMMENT_MAX}
        placeholder={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClasses, 'h-auto min-h-16 resize-y md:h-auto')}
      />
      {error && (
        <p id={`${id}-error`} className="text-[13px] font-medium text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={create.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CommentBody({
  comment,
  viewer,
  onReply,
  onDelete,
}: {
  comment: Reply;
  viewer: Viewer;
  onReply?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('projects');
  const { relative, dateTime } = useFormatters();
  const canDelete = viewer.role === 'admin' || comment.user_id === viewer.id;
  return (
    <div className="grid grid-cols-1 gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{comment.author_name || t('comments.unknownAuthor')}</span>
        <time
          dateTime={comment.timestamp}
          title={dateTime(comment.timestamp)}
          className="text-xs text-muted-foreground"
        >
          {relative(comment.timestamp)}
        </time>
      </p>
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
  viewer,
}: {
  projectId: string;
  phaseKey: string;
  phaseName: string;
  comments: Comment[];
  viewer: Viewer;
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
                viewer={viewer}
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
                          <CommentBody comment={reply} viewer={viewer} onDelete={() => setToDelete(reply)} />
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
                      autoFocus
                      onDone={() => setReplyTo(null)}
                      onCancel={() => setReplyTo(null)}
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
          autoFocus
          onDone={() => setWriting(false)}
          onCancel={() => setWriting(false)}
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
