import { isApiError } from '@/web/lib/api-error';

/**
 * A VALIDATION error's details (`[{ path, message }]`, translated) for the fields a form has;
 * what matches no field is returned under ''.
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Array<{ field: string; message: string }> {
  if (!isApiError(error) || error.code !== 'VALIDATION' || !Array.isArray(error.details)) return [];
  return (error.details as Array<{ path?: unknown; message?: unknown }>)
    .filter((d) => d && typeof d.message === 'string' && d.message)
    .map((d) => {
      const root = typeof d.path === 'string' ? (d.path.split('.')[0] ?? '') : '';
      return { field: fields.includes(root) ? root : '', message: d.message as string };
    });
}

/** The message to show for a failed call: the server's own words for our codes. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isAppCode && error.message) return error.message;
  return fallback;
}
