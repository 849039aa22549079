import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_BODY_MAX, type ChatMessage } from '@/shared/schemas/chat';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { RowMenu } from '@/web/components/row-menu';
import { Button } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';

/**
 * One message: author, time, text ("editado" once edited; "Mensaje eliminado" once deleted), and
 * its menu with what the server says the viewer may do (`can`): edit (its author), delete
 * (confirmed; its author or an admin).
 */
export function MessageItem({
  message,
  own,
  onEdit,
  onDelete,
}: {
  message: ChatMessage;
  own: boolean;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const { t } = useTranslation('chat');
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleted = message.deleted_at !== null;
  const author = own ? t('pane.you') : message.author?.full_name || t('pane.unknownAuthor');

  const save = async () => {
    const body = draft.trim();
    if (!body || body === message.body) return setEditing(false);
    setBusy(true);
    if (await onEdit(body)) setEditing(false);
    setBusy(false);
  };

  return (
    <li
      className={cn('group flex gap-2 px-3 py-1.5', own && 'flex-row-reverse')}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs',
          own ? 'bg-primary/10' : 'bg-muted',
          deleted && 'bg-transparent italic text-muted-foreground shadow-none ring-1 ring-border',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{author}</span>
          <time dateTime={message.created_at} title={format.dateTime(message.created_at)}>
            {format.time(message.created_at)}
          </time>
          {message.edited_at && !deleted && <span>({t('pane.edited')})</span>}
        </p>
        {deleted ? (
          <p>{t('pane.deleted')}</p>
        ) : editing ? (
          <div className="mt-1 space-y-2">
            <Textarea
              value={draft}
              maxLength={CHAT_BODY_MAX}
              aria-label={t('actions.editLabel')}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void save();
                }
              }}
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(false)} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              <Button size="sm" onClick={() => void save()} loading={busy} disabled={!draft.trim()}>
                {t('actions.save')}
              </Button>
            </div>
          </div>
        ) : (
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        )}
        {message.attachment && !deleted && (
          <a
            href={`/api/files/${encodeURIComponent(message.attachment.id)}/download`}
            download={message.attachment.file_name}
            aria-label={t('pane.download', { name: message.attachment.file_name })}
            className="mt-1 inline-flex max-w-full items-center gap-1 rounded-md border bg-background px-2 py-1 text-xs underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Paperclip className="size-3 shrink-0" aria-hidden="true" />
            <span className="truncate">{message.attachment.file_name}</span>
          </a>
        )}
      </div>
      {!deleted && !editing && (message.can.edit || message.can.delete) && (
        <div className="self-center opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
          <RowMenu
            label={t('actions.menu')}
            modal={false}
            actions={[
              message.can.edit && {
                label: t('actions.edit'),
                icon: Pencil,
                onSelect: () => {
                  setDraft(message.body);
                  setEditing(true);
                },
              },
              message.can.delete && {
                label: t('actions.delete'),
                icon: Trash2,
                destructive: true,
                onSelect: () => setConfirming(true),
              },
            ]}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('actions.deleteTitle')}
        description={t('actions.deleteBody')}
        confirmLabel={t('actions.deleteConfirm')}
        loading={busy}
        onConfirm={async () => {
          setBusy(true);
          if (await onDelete()) setConfirming(false);
          setBusy(false);
        }}
      />
    </li>
  );
}
