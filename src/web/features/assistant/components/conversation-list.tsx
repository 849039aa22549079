import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssistantConversation } from '@/shared/schemas/assistant';
import { EmptyState, ErrorState } from '@/web/components/block-states';
import { RowMenu } from '@/web/components/row-menu';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useRelativeTime } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { useConversations } from '../api/list-conversations';

/**
 * The caller's conversations, newest first: a click opens one; its menu renames or deletes it.
 * Loading, empty and failed states of their own.
 */
export function ConversationList({
  selectedId,
  onSelect,
  onRename,
  onDelete,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRename: (conversation: AssistantConversation) => void;
  onDelete: (conversation: AssistantConversation) => void;
}) {
  const { t } = useTranslation('assistant');
  const relativeTime = useRelativeTime();
  const conversations = useConversations();

  if (conversations.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  if (conversations.isError)
    return (
      <ErrorState
        size="sm"
        message={t('ui.list.error')}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  if (conversations.data.length === 0)
    return (
      <EmptyState icon={MessageSquare} size="sm">
        {t('ui.list.empty')}
      </EmptyState>
    );
  return (
    <ul aria-label={t('ui.list.title')} className="grid gap-1" data-testid="assistant-conversations">
      {conversations.data.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li
            key={conversation.id}
            className={cn(
              'flex items-center gap-1 rounded-lg pr-1 transition-colors',
              selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
            )}
          >
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-lg px-3 py-2 text-left"
              onClick={() => onSelect(conversation.id)}
            >
              <span className="block truncate text-sm font-medium">{conversation.title}</span>
              <span
                className={cn(
                  'block truncate text-xs',
                  selected ? 'text-accent-foreground/80' : 'text-muted-foreground',
                )}
              >
                {t('ui.list.updated', { when: relativeTime(conversation.updated_at) })}
              </span>
            </button>
            <RowMenu
              label={t('ui.list.actions', { title: conversation.title })}
              modal={false}
              actions={[
                { label: t('ui.list.rename'), icon: Pencil, onSelect: () => onRename(conversation) },
                {
                  label: t('ui.list.delete'),
                  icon: Trash2,
                  onSelect: () => onDelete(conversation),
                  destructive: true,
                },
              ]}
            />
          </li>
        );
      })}
    </ul>
  );
}
