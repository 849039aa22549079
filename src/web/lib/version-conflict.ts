import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { versionConflictDetailsSchema } from '@/shared/schemas/record-version';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { showErrorToast } from './error-toast';
import { backendToast } from './toast';

/** A 409 VERSION_CONFLICT (docs/decisions/0038): the record as it is now and its version. */
export interface VersionConflict {
  currentVersion: number;
  current: Record<string, unknown>;
}

/** The conflict an error carries, or null for any other error (the details checked with zod). */
export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!isApiError(error) || error.code !== 'VERSION_CONFLICT') return null;
  const parsed = versionConflictDetailsSchema.safeParse(error.details);
  if (!parsed.success) return null;
  return { currentVersion: parsed.data.current_version, current: parsed.data.current };
}

/** An open conflict of a form: theirs (as saved now) and mine (what the form was sending). */
export interface FormConflict<M> extends VersionConflict {
  mine: M;
}

/**
 * A form's side of a conflict: `capture(error, mine)` keeps it (true) when the error is one, for
 * `VersionConflictDialog` to show; `clear()` once the user chose; `savingMine(mine, onSaved)`, the
 * callbacks of the mutation that sends mine again on their version: saved, the conflict closes
 * and `onSaved` runs; yet another edit won meanwhile, the dialog shows it; any other failure, the
 * conflict closes (back to the form, with what was typed) and a toast says why.
 */
export function useVersionConflict<M>() {
  const [conflict, setConflict] = useState<FormConflict<M> | null>(null);
  const capture = (error: unknown, mine: M): boolean => {
    const found = versionConflictOf(error);
    if (!found) return false;
    setConflict({ ...found, mine });
    return true;
  };
  return {
    conflict,
    capture,
    clear: () => setConflict(null),
    savingMine: (mine: M, onSaved: () => void) => ({
      onSuccess: () => {
        setConflict(null);
        onSaved();
      },
      onError: (error: unknown) => {
        if (capture(error, mine)) return;
        setConflict(null);
        showErrorToast(error);
      },
    }),
  };
}

/**
 * A one-field change made in place (a status select, completing a task) that lost to another
 * edit: a toast says so and the record is loaded again. True when the error was a conflict.
 */
export function handleInlineConflict(
  error: unknown,
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
): boolean {
  if (!versionConflictOf(error)) return false;
  backendToast.error(i18n.t('common:versionConflict.inlineTitle'), {
    description: i18n.t('common:versionConflict.inlineDescription'),
  });
  for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  return true;
}
