import { useTranslation } from 'react-i18next';
import type { AssistantConversation } from '@/shared/schemas/assistant';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { notify } from '@/web/lib/toast';
import { useDeleteConversation } from '../api/conversation-mutations';

/** Asks before deleting a conversation with its messages, naming it. */
export function DeleteDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: AssistantConversation | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('assistant');
  const remove = useDeleteConversation();
  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('ui.delete.title')}
      description={t('ui.delete.description', { title: conversation?.title ?? '' })}
      confirmLabel={t('ui.delete.confirm')}
      loading={remove.isPending}
      onConfirm={() => {
        if (!conversation) return;
        remove.mutate(conversation.id, {
          onSuccess: () => {
            notify.success(t('ui.delete.done'));
            onDeleted(conversation.id);
            onClose();
          },
        });
      }}
    />
  );
}
