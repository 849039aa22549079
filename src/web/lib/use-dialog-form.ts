import { useState } from 'react';
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
 *
 * An edit form of a versioned record takes its `values` from `useEditedRecord(…).record` (they
 * then only change when the dialog opens or reloads) and passes its `changed`: the dialog shows a
 * quiet notice when someone else saved the record meanwhile.
 */
export function useDialogForm<S extends FormSchema>(
  schema: S,
  {
    onOpenChange,
    onDiscard,
    changed,
    ...options
  }: SchemaFormOptions<S> & {
    onOpenChange: (open: boolean) => void;
    /** Also forgets what the dialog keeps beside the form (a search, a choice). */
    onDiscard?: () => void;
    /** The edited record has a newer version than the one the form shows (`useEditedRecord`). */
    changed?: boolean;
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
    dialog: { error: formError, onDiscard: reset, onOpenChange, ...(changed !== undefined && { changed }) },
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

/** A record edited with optimistic concurrency (docs/decisions/0038). */
export interface VersionedRecord {
  id: string;
  version: number;
}

/** What an edit dialog edits: see `useEditedRecord`. */
export interface EditedRecord<R extends VersionedRecord> {
  /**
   * The record as it was when the dialog opened (or as the conflict dialog reloaded it): the
   * form's values come from it, and a save sends its `version`.
   */
  record: R | null;
  /** Someone saved a newer version while the dialog was open (the form keeps what was typed). */
  changed: boolean;
  /** "Recargar" in the conflict dialog: the record as it is saved now (a 409's `current`). */
  reload: (current: Record<string, unknown>) => void;
}

interface Held<R> {
  open: boolean;
  record: R | null;
}

/**
 * The record an edit dialog works on (decision 0051). `latest` follows the record's query, which a
 * realtime change refetches; while the dialog is closed the record is the latest, and once it
 * opens it is held as it was then: a newer version arriving meanwhile never replaces what the
 * person is typing (nor the fields they left alone: nothing is merged silently). `changed` says
 * one arrived, and the save still carries the held version, so the server answers 409 and the
 * conflict dialog offers to compare or reload. Reopened, the dialog starts from the latest.
 */
export function useEditedRecord<R extends VersionedRecord>(
  latest: R | null | undefined,
  open: boolean,
): EditedRecord<R> {
  // Set while rendering (React's way to follow a prop): only when the dialog opens or closes.
  const [held, setHeld] = useState<Held<R>>(() => ({ open, record: open ? (latest ?? null) : null }));
  let record = held.record;
  if (!open) {
    // Closed: it follows its query, nothing held.
    record = latest ?? null;
    if (held.open || held.record !== null) setHeld({ open: false, record: null });
  } else if (!held.open || (latest?.id ?? null) !== (held.record?.id ?? null)) {
    // Just opened, or opened on another record: the latest, held from now on.
    record = latest ?? null;
    setHeld({ open: true, record });
  }
  return {
    record,
    changed:
      open && record !== null && latest != null && latest.id === record.id && latest.version > record.version,
    reload: (current) =>
      setHeld((now) => {
        if (!now.record || (typeof current.id === 'string' && current.id !== now.record.id)) return now;
        const version = typeof current.version === 'number' ? current.version : now.record.version;
        return { ...now, record: { ...now.record, ...current, version } as R };
      }),
  };
}
