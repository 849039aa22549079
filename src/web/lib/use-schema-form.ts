import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from './form-errors';

/** A schema from what the fields hold to what the server accepts (input and output are objects). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type SchemaFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The form's fields, in the order they are shown: a server error on one lands under it. */
  fields: readonly Path<z.input<S>>[];
  /** The form's general message for a failed submit that is not about its fields. */
  failure: (error: unknown) => string;
  /** Where a server error's path belongs when the body is not shaped as the fields. */
  fieldOfPath?: (path: string) => string;
};

/**
 * The one form pattern: react-hook-form checked by the shared zod schema (or a form schema piped
 * into it) as each field is left; a failed submit's validation errors land on their fields (the
 * first one focused) and the rest becomes `formError`, the form's one general message.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  { fields, failure, fieldOfPath, ...options }: SchemaFormOptions<S>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
  const [formError, setFormError] = useState<string | null>(null);
  return {
    form,
    formError,
    /** Checks the fields, clears the previous submit's general message and hands over the values. */
    handleSubmit: (onValid: (values: z.output<S>) => unknown) =>
      form.handleSubmit(async (values) => {
        setFormError(null);
        await onValid(values);
      }),
    /** A failed call: its field errors onto the fields, what is left in `formError`. */
    onServerError: (error: unknown) =>
      setFormError(applyServerErrors(form.setError, error, fields, failure, fieldOfPath)),
    /** Back to the given (or default) values with no message left: a closed dialog, a discarded edit. */
    discard: (values?: z.input<S>) => {
      setFormError(null);
      form.reset(values);
    },
  };
}
