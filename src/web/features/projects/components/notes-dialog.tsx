import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/web/components/form-dialog';
import { FormField } from '@/web/components/form-field';
import type { ButtonProps } from '@/web/components/ui/button';
import { Textarea } from '@/web/components/ui/textarea';
import { describeFailure } from '@/web/lib/error-toast';
import { useDialogForm, type SaveCallbacks } from '@/web/lib/use-dialog-form';

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
  onDone,
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
  /** Sends the decision: `callbacks` go to the mutation (`mutate(input, callbacks)`). */
  onConfirm: (notes: string | undefined, callbacks: SaveCallbacks<unknown>) => void;
  /** Once it is sent (the dialog then closes). */
  onDone: () => void;
  children?: ReactNode;
}) {
  const schema = useMemo(() => z.object({ notes }), [notes]);
  const { form, dialog, submit } = useDialogForm(schema, {
    fields: ['notes'],
    failure: describeFailure(operation),
    // The body has no other field: whatever the server says about it is about the notes.
    fieldOfPath: () => 'notes',
    defaultValues: { notes: '' },
    onOpenChange,
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onSubmit={submit((values, callbacks) => onConfirm(values.notes, callbacks), onDone)}
      title={title}
      description={description}
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
