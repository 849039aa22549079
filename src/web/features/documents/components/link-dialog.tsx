import { useTranslation } from 'react-i18next';
import { documentLinkSchema } from '@/shared/schemas/documents';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFailure } from '@/web/lib/error-toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';

/**
 * The address of the link at the cursor: set it, change it, or empty it to remove the link.
 * Keyed by the caller on each opening, so it starts from `current`.
 */
export function LinkDialog({
  open,
  current,
  onOpenChange,
  onApply,
}: {
  open: boolean;
  current: string;
  onOpenChange: (open: boolean) => void;
  onApply: (href: string) => void;
}) {
  const { t } = useTranslation('documents');
  const { form, formError, handleSubmit, discard } = useSchemaForm(documentLinkSchema, {
    fields: ['href'],
    failure: describeFailure(),
    defaultValues: { href: current },
  });
  const onSubmit = handleSubmit(({ href }) => {
    onApply(href);
    discard();
    onOpenChange(false);
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onDiscard={() => discard()}
      onSubmit={onSubmit}
      title={t('editor.link')}
      description={undefined}
      error={formError}
      submitLabel={t('pane.save')}
      pending={false}
    >
      <FormField label={t('editor.linkPrompt')} error={form.formState.errors.href?.message}>
        {(control) => (
          <Input {...control} type="url" inputMode="url" autoComplete="off" {...form.register('href')} />
        )}
      </FormField>
    </FormDialog>
  );
}
