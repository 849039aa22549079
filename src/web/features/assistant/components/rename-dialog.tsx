import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_TITLE_MAX, type AssistantConversation } from '@/shared/schemas/assistant';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { isApiError } from '@/web/lib/api-error';
import { useRenameConversation } from '../api/conversation-mutations';

/** Renames a conversation (1 to 120 characters, spaces trimmed). */
export function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: AssistantConversation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const rename = useRenameConversation();
  const [title, setTitle] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>();
  const value = title ?? conversation?.title ?? '';

  const discard = () => {
    setTitle(null);
    setInvalid(undefined);
    rename.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!conversation) return;
    const trimmed = value.trim();
    if (!trimmed) return setInvalid(t('ui.rename.required'));
    if (trimmed.length > ASSISTANT_TITLE_MAX) return setInvalid(t('ui.rename.tooLong'));
    rename.mutate(
      { id: conversation.id, title: trimmed },
      {
        onSuccess: () => {
          discard();
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      onDiscard={discard}
      onSubmit={submit}
      title={t('ui.rename.title')}
      description={t('ui.rename.description')}
      error={rename.error && isApiError(rename.error) ? rename.error.message : null}
      submitLabel={t('ui.rename.submit')}
      pending={rename.isPending}
    >
      <FormField label={t('ui.rename.label')} error={invalid}>
        {(control) => (
          <Input
            {...control}
            value={value}
            maxLength={ASSISTANT_TITLE_MAX}
            autoComplete="off"
            onChange={(event) => {
              setTitle(event.target.value);
              setInvalid(undefined);
            }}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
