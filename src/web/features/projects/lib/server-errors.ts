import { isApiError } from '@/web/lib/api-error';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A VALIDATION error's details (`[{ path, message }]`, messages already translated) as field
 * errors: 'technologies.3' belongs to 'technologies'. Errors on fields the form does not have are
 * returned with field ''.
 */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): FieldError[] {
  if (!isApiError(error) || error.code !== 'VALIDATION' || !Array.isArray(error.details)) return [];
  const out: FieldError[] = [];
  for (const detail of error.details as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof message !== 'string' || !message) continue;
    const root = typeof path === 'string' ? (path.split('.')[0] ?? '') : '';
    const field = fields.includes(root) ? root : '';
    if (!out.some((e) => e.field === field && e.message === message)) out.push({ field, message });
  }
  return out;
}
