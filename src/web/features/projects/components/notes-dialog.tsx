import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import type { ButtonProps } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { useSchemaForm } from '@/web/lib/use-schema-form';

const NOTES_MAX = 2000;

/**
 * A decision with optional notes (approve, reject, request approval). `notes` is the one field of
 * the request's shared schema (`notesSchema.shape.admin_notes`…): it checks what is typed, and the
 * server's errors on that body land under the notes. The notes field gets the focus when the
 * dialog opens; Esc or Cancelar closes it; the notes are kept if the call fails.
 */
export function NotesDialog({
  open,
  onOpenChange,
  title,
  description,
  notes,
  notesLabel,
  notesHint,
  confirmLabel,
  confirmVariant = 'primary',
  operation,
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  notes: z.ZodType<string | undefined, string | undefined>;
  notesLabel: string;
  notesHint?: string;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  /** What is being done, for the message of a failure that is not about the notes. */
  operation: string;
  pending: boolean;
  onConfirm: (notes: string | undefined, onError: (error: Error) => void) => void;
  children?: ReactNode;
}) {
  const schema = useMemo(() => z.object({ notes }), [notes]);
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(schema, {
    fields: ['notes'],
    failure: describeFailure(operation),
    // The body has no other field: whatever the server says about it is about the notes.
    fieldOfPath: () => 'notes',
    defaultValues: { notes: '' },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onDiscard={() => discard()}
      onSubmit={handleSubmit((values) => onConfirm(values.notes, onServerError))}
      title={title}
      description={description}
      error={formError}
      submitLabel={confirmLabel}
      submitVariant={confirmVariant}
      pending={pending}
    >
      {children}
      <FormField label={notesLabel} hint={notesHint} error={form.formState.errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={NOTES_MAX}
            className="min-h-24"
            {...form.register('notes')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
