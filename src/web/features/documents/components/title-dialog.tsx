import { useTranslation } from 'react-i18next';
import { documentInputSchema, type EditorDocument } from '@/shared/schemas/documents';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { notify } from '@/web/lib/toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { operation } from '../api/client';
import { useCreateDocument } from '../api/create-document';
import { useRenameDocument } from '../api/rename-document';

/**
 * Names a document: a new one (`renaming` null; `onCreated` opens it) or a new title for
 * `renaming`. Keyed by the document and its title by the caller, so each opening starts from them.
 */
export function TitleDialog({
  projectId,
  open,
  renaming,
  onOpenChange,
  onCreated,
}: {
  projectId: string;
  open: boolean;
  renaming: EditorDocument | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (document: EditorDocument) => void;
}) {
  const { t } = useTranslation('documents');
  const create = useCreateDocument();
  const rename = useRenameDocument();
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(documentInputSchema, {
    fields: ['title'],
    failure: describeFailure(operation(renaming ? 'renameDocument' : 'createDocument')),
    defaultValues: { title: renaming?.title ?? '' },
  });

  const done = (message: string) => {
    notify.success(message);
    discard();
    onOpenChange(false);
  };

  const onSubmit = handleSubmit((input) => {
    if (renaming) {
      rename.mutate(
        { documentId: renaming.id, input },
        { onSuccess: () => done(t('pane.renamed')), onError: onServerError },
      );
      return;
    }
    create.mutate(
      { projectId, input },
      {
        onSuccess: (document) => {
          done(t('pane.created'));
          onCreated(document);
        },
        onError: onServerError,
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onDiscard={() => discard()}
      onSubmit={onSubmit}
      title={renaming ? t('pane.renameTitle') : t('pane.createTitle')}
      description={undefined}
      error={formError}
      submitLabel={renaming ? t('pane.save') : t('pane.create')}
      pending={create.isPending || rename.isPending}
    >
      <FormField label={t('pane.titleLabel')} error={form.formState.errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder={t('pane.titlePlaceholder')}
            {...form.register('title')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
