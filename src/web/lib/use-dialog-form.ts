import type { z } from 'zod';
import { useSchemaForm, type FormSchema, type SchemaFormOptions } from './use-schema-form';

/** What a save call is handed, to pass on to the mutation (`mutate(input, callbacks)`). */
export interface SaveCallbacks<T> {
  onSuccess: (saved: T) => void;
  onError: (error: Error) => void;
}

/**
 * A form in a dialog (`FormDialog`) on the one form pattern: closing the dialog discards what was
 * typed; a successful save says so (`onSaved`), starts again from the defaults and closes it; a
 * failed one keeps everything typed, with the server's errors on the fields.
 */
export function useDialogForm<S extends FormSchema>(
  schema: S,
  {
    onOpenChange,
    onDiscard,
    ...options
  }: SchemaFormOptions<S> & {
    onOpenChange: (open: boolean) => void;
    /** Also forgets what the dialog keeps beside the form (a search, a choice). */
    onDiscard?: () => void;
  },
) {
  const { form, formError, handleSubmit, onServerError, discard } = useSchemaForm(schema, options);
  const reset = () => {
    onDiscard?.();
    discard(options.values ?? (options.defaultValues as z.input<S> | undefined));
  };
  return {
    form,
    /** FormDialog's props for the form's state: its general error and what closing it does. */
    dialog: { error: formError, onDiscard: reset, onOpenChange },
    submit: <T>(
      save: (values: z.output<S>, callbacks: SaveCallbacks<T>) => void,
      onSaved: (saved: T) => void,
    ) =>
      handleSubmit((values) =>
        save(values, {
          onSuccess: (saved) => {
            onSaved(saved);
            reset();
            onOpenChange(false);
          },
          onError: onServerError,
        }),
      ),
  };
}
