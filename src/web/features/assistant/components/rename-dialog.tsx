import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ASSISTANT_TITLE_MAX, type AssistantConversation } from '@/shared/schemas/assistant';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { useDialogForm } from '@/web/lib/use-dialog-form';
import { operation } from '../api/client';
import { useRenameConversation } from '../api/conversation-mutations';

/** The server's title rule (1 to 120 characters, spaces trimmed), with this page's texts. */
const renameSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'assistant:ui.rename.required')
    .max(ASSISTANT_TITLE_MAX, 'assistant:ui.rename.tooLong'),
});

/** Renames a conversation; the field starts with its current title. */
export function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: AssistantConversation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('assistant');
  const rename = useRenameConversation();
  const { form, dialog, submit } = useDialogForm(renameSchema, {
    fields: ['title'],
    failure: describeFailure(operation('rename')),
    values: { title: conversation?.title ?? '' },
    onOpenChange: (open) => !open && onClose(),
  });

  return (
    <FormDialog
      {...dialog}
      open={conversation !== null}
      onSubmit={submit(
        (values, callbacks) => conversation && rename.mutate({ id: conversation.id, ...values }, callbacks),
        () => undefined,
      )}
      title={t('ui.rename.title')}
      description={t('ui.rename.description')}
      submitLabel={t('ui.rename.submit')}
      pending={rename.isPending}
    >
      <FormField label={t('ui.rename.label')} error={form.formState.errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            maxLength={ASSISTANT_TITLE_MAX}
            autoComplete="off"
            {...form.register('title')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
