import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { FormAlert } from '@/web/components/form-alert';
import { FormField } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { useSchemaForm } from '@/web/lib/use-schema-form';

/**
 * A box to write one message (a comment, a reply) and send it with the button or Ctrl/⌘ + Enter.
 * `rule` is the message's own rule in the shared schema of the request (`replySchema.shape.mensaje`)
 * and `field` its name in the body, so the server's errors on it land under the box. The box is
 * emptied once `onSend` resolves; what was typed stays when it fails.
 */
export function MessageForm({
  field,
  rule,
  label,
  hideLabel,
  hint,
  maxLength,
  compact,
  autoFocus,
  submitLabel,
  failure,
  failureTitle,
  onSend,
  onSent,
  secondary,
  inDialog,
}: {
  field: string;
  rule: z.ZodType<string, string>;
  label: string;
  /** The label is read out and shown as the placeholder. */
  hideLabel?: boolean;
  hint?: string;
  maxLength: number;
  /** Two rows and small buttons (a reply under a comment). */
  compact?: boolean;
  autoFocus?: boolean;
  submitLabel: string;
  /** The general message of a failure that is not about the message. */
  failure: (error: unknown) => string;
  /** What failed, above that message ('Error al agregar comentario'). */
  failureTitle?: string;
  onSend: (text: string) => Promise<unknown>;
  onSent?: () => void;
  /** A button before the submit one (Cancelar, Cerrar). */
  secondary?: ReactNode;
  /** The buttons as a dialog's footer. */
  inDialog?: boolean;
}) {
  const schema = useMemo(() => z.object({ [field]: rule }), [field, rule]);
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(schema, {
    fields: [field],
    failure,
    defaultValues: { [field]: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSend(values[field] ?? '');
    } catch (error) {
      onServerError(error);
      return;
    }
    discard();
    onSent?.();
  });
  const Actions = inDialog ? DialogFooter : 'div';

  return (
    <form className="grid grid-cols-1 gap-2" noValidate onSubmit={onSubmit}>
      {formError && (
        <FormAlert variant="error" title={failureTitle}>
          {formError}
        </FormAlert>
      )}
      <FormField
        label={label}
        hideLabel={hideLabel}
        hint={hint}
        error={form.formState.errors[field]?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={compact ? 2 : 3}
            maxLength={maxLength}
            placeholder={hideLabel ? label : undefined}
            // Opening a reply box moves the focus into it.
            autoFocus={autoFocus}
            className={compact ? 'min-h-16' : 'min-h-20'}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            {...form.register(field)}
          />
        )}
      </FormField>
      <Actions className={inDialog ? undefined : 'flex justify-end gap-2'}>
        {secondary}
        <Button type="submit" size={compact ? 'sm' : undefined} loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </form>
  );
}
