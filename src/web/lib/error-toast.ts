import type { TFunction } from 'i18next';
import { isErrorCode, isNetworkDrop, type ErrorCode } from '@/shared/errors';
import { isApiError } from './api-error';
import { i18n } from './i18n';
import { backendToast } from './toast';

/**
 * SPEC §8: an error → the toast the user sees (title + description, in their language), or
 * `null` when the spec keeps it silent (dropped connections).
 */
export interface ErrorToast {
  title: string;
  description: string;
}

const SPECIFIC: Partial<
  Record<ErrorCode, 'DUPLICATE' | 'REFERENCE' | 'PERMISSION' | 'SESSION_EXPIRED' | 'CONNECTION'>
> = {
  DUPLICATE: 'DUPLICATE',
  REFERENCE: 'REFERENCE',
  PERMISSION: 'PERMISSION',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  UNAUTHENTICATED: 'SESSION_EXPIRED',
  CONNECTION: 'CONNECTION',
};

/** Translates `ns:key` strings (validation keys of shared schemas); other text is kept. */
function translateMaybe(t: TFunction, text: string): string {
  return /^[a-z]+:[\w.]+$/i.test(text) ? t(text, { defaultValue: text }) : text;
}

/** Messages of a VALIDATION error's details, whatever shape the server used. */
export function validationMessages(details: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.message === 'string') out.push(record.message);
      else if ('issues' in record) visit(record.issues);
      else if ('fieldErrors' in record) visit(record.fieldErrors);
      else Object.values(record).forEach(visit);
    }
  };
  visit(details);
  return [...new Set(out.filter((m) => m.trim() !== ''))];
}

function operationLabel(t: TFunction, operation: string | undefined): string {
  if (!operation) return t('errors:operations.default');
  return t(`errors:operations.${operation}`, { defaultValue: operation });
}

export function describeError(
  error: unknown,
  operation: string | undefined,
  t: TFunction,
): ErrorToast | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;

  if (isApiError(error) && isErrorCode(error.code)) {
    const specific = SPECIFIC[error.code];
    if (specific) {
      return {
        title: t(`errors:toast.${specific}.title`),
        description: t(`errors:toast.${specific}.description`),
      };
    }
    if (error.code === 'VALIDATION') {
      const messages = validationMessages(error.details).map((m) => translateMaybe(t, m));
      return {
        title: t('errors:toast.VALIDATION.title'),
        description: messages.length ? messages.join(', ') : t('errors:toast.VALIDATION.description'),
      };
    }
  }

  if (isNetworkDrop(message)) return null;

  if (message && /CORS/.test(message)) {
    return {
      title: t('errors:toast.CONNECTION.title'),
      description: t('errors:toast.CONNECTION.description'),
    };
  }

  return {
    title: t('errors:toast.generic.title'),
    description: t('errors:toast.generic.description', {
      operation: operationLabel(t, operation),
      message: message ? translateMaybe(t, message) : t('errors:toast.generic.unknown'),
    }),
  };
}

/** Shows the SPEC §8 toast for an error in the backend layer (one at a time, 5 s). */
export function showErrorToast(error: unknown, operation?: string): void {
  const toast = describeError(error, operation, i18n.t.bind(i18n));
  if (!toast) return;
  backendToast.error(toast.title, { description: toast.description });
}

/**
 * What a form says, inline, about a failed submit that is not about its fields: the description
 * the toast would have shown (a dropped connection, which shows no toast, keeps its own words).
 */
export function describeFailure(operation?: string): (error: unknown) => string {
  return (error) =>
    describeError(error, operation, i18n.t.bind(i18n))?.description ??
    (error instanceof Error ? error.message : i18n.t('errors:toast.generic.unknown'));
}
