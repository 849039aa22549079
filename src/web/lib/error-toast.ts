import type { TFunction } from 'i18next';
import { isErrorCode, isNetworkDrop, type ErrorCode } from '@/shared/errors';
import { isApiError } from './api-error';
import { isAuthRequestError } from './auth-request-error';
import { i18n } from './i18n';
import { backendToast } from './toast';

/**
 * docs/product.md#error-messages: an error → the toast the user sees (title + description, in their language), or
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

/**
 * The spec's titles for failures of one action (docs/product.md#error-messages 'Other project and context errors'):
 * key of `errors:failures`. With one, the toast reads '<title>' over the error's own message.
 */
export type FailureKey =
  | 'signIn'
  | 'signUp'
  | 'signOut'
  | 'updateSettings'
  | 'deleteProject'
  | 'reload'
  | 'addFeatures'
  | 'addComment';

export interface DescribeOptions {
  /** The user just acted (a mutation, a button): a dropped connection says 'Error de Red'. */
  userAction?: boolean;
  /** The spec's title for this action's failure. */
  failure?: FailureKey;
}

/**
 * The request never got an answer (offline, server unreachable): fetch's TypeError, the auth
 * client's status 0, an upload's network error, or the browser's own wording.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error) && error.status === 0) return true;
  if (isAuthRequestError(error) && error.status === 0) return true;
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  return error instanceof Error && isNetworkDrop(error.message);
}

/** A refusal by the database itself (42501) rather than by a route's policy. */
function isDatabaseRefusal(details: unknown): boolean {
  return !!details && typeof details === 'object' && 'sqlState' in details;
}

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
  options: DescribeOptions = {},
): ErrorToast | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;

  if (isNetworkFailure(error)) {
    // docs/product.md#error-messages: background reads stay silent; an action the user took says 'Error de Red'.
    // An action with a title of its own keeps it ('Error al cerrar sesión') over the network's words.
    if (!options.userAction) return null;
    return {
      title: t(options.failure ? `errors:failures.${options.failure}` : 'errors:toast.NETWORK.title'),
      description: t('errors:toast.NETWORK.description'),
    };
  }

  // A route's policy refused (403 with its own reason): 'Sin Permisos' and that reason. The
  // database's refusal (42501) keeps the catalogue's 'Error de Permisos'.
  // A write from a "view as client" session (docs/decisions/0054): the server's words say why.
  const readOnlyView = isApiError(error) && error.code === 'VIEW_AS_READ_ONLY';
  if (
    readOnlyView ||
    (isApiError(error) && error.code === 'PERMISSION' && !isDatabaseRefusal(error.details))
  ) {
    return {
      title: t('errors:toast.NO_PERMISSION.title'),
      description: message || t('errors:toast.PERMISSION.description'),
    };
  }

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

  if (options.failure) {
    return {
      title: t(`errors:failures.${options.failure}`),
      // The auth library's own words are English and technical: never shown.
      description:
        message && !isAuthRequestError(error)
          ? translateMaybe(t, message)
          : t('errors:toast.generic.unknown'),
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

/** Shows the docs/product.md#error-messages toast for an error in the backend layer (one at a time, 5 s). */
export function showErrorToast(error: unknown, operation?: string, options: DescribeOptions = {}): void {
  const toast = describeError(error, operation, i18n.t.bind(i18n), options);
  if (!toast) return;
  backendToast.error(toast.title, { description: toast.description });
}

/**
 * What a form says, inline, about a failed submit that is not about its fields: the description
 * the toast would have shown (a dropped connection, which shows no toast, keeps its own words).
 */
export function describeFailure(
  operation?: string,
  options: DescribeOptions = {},
): (error: unknown) => string {
  return (error) =>
    describeError(error, operation, i18n.t.bind(i18n), { userAction: true, ...options })?.description ??
    (error instanceof Error ? error.message : i18n.t('errors:toast.generic.unknown'));
}
