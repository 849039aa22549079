import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

export interface FieldError {
  field: string;
  message: string;
}

/** The form field a detail's path belongs to: its first segment ('technologies.3' → 'technologies'). */
const rootOfPath = (path: string): string => path.split('.')[0] ?? '';

/**
 * A VALIDATION error's details (`[{ path, message }]`, messages already translated) as field
 * errors: 'technologies.3' belongs to 'technologies'; a form whose body is not shaped as its fields
 * says where a path belongs with `fieldOfPath`. Errors on fields the form does not have are
 * returned with field ''. Repeated messages are kept once.
 */
export function fieldErrorsOf(
  error: unknown,
  fields: readonly string[],
  fieldOfPath: (path: string) => string = rootOfPath,
): FieldError[] {
  if (!isApiError(error) || error.code !== 'VALIDATION' || !Array.isArray(error.details)) return [];
  const out: FieldError[] = [];
  for (const detail of error.details as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof message !== 'string' || !message) continue;
    const root = typeof path === 'string' ? fieldOfPath(path) : '';
    const field = fields.includes(root) ? root : '';
    if (!out.some((e) => e.field === field && e.message === message)) out.push({ field, message });
  }
  return out;
}

/** The message to show for a failed call: the server's own words for our codes. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isAppCode && error.message) return error.message;
  return fallback;
}

/**
 * Puts a failed submit's field errors on the form (focusing the first) and returns what belongs
 * to no field, for the form's general error: `null` when everything found a field.
 * `fallback` describes errors that are not validation errors.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: (error: unknown) => string,
  fieldOfPath?: (path: string) => string,
): string | null {
  const mapped = fieldErrorsOf(error, fields, fieldOfPath);
  mapped
    .filter((e) => e.field)
    .forEach((e, i) =>
      setError(e.field as Path<T>, { type: 'server', message: e.message }, { shouldFocus: i === 0 }),
    );
  const general = mapped.filter((e) => !e.field).map((e) => e.message);
  if (general.length) return general.join(' ');
  return mapped.length ? null : fallback(error);
}
