import { APICallError, InvalidResponseDataError, JSONParseError, TypeValidationError } from 'ai';
import { KeysExhaustedError } from './key-pool';

/** The model answered, but with no text at all. */
export class EmptyAnswerError extends Error {
  constructor() {
    super('the model answered with no text');
    this.name = 'EmptyAnswerError';
  }
}

const BY_STATUS: Record<number, string> = {
  400: 'assistant:errors.badRequest',
  401: 'assistant:errors.invalidKey',
  403: 'assistant:errors.forbidden',
  429: 'assistant:errors.allExhausted',
};

/** The i18n key of the product's (docs/product.md#error-messages) text for a failed model call (decision 0022). */
export function assistantErrorKey(error: unknown): string {
  if (error instanceof KeysExhaustedError) return 'assistant:errors.allExhausted';
  if (error instanceof EmptyAnswerError) return 'assistant:errors.emptyResponse';
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (BY_STATUS[status]) return BY_STATUS[status];
    if (status >= 500) return 'assistant:errors.server';
    if (status >= 200 && status < 300) return 'assistant:errors.invalidResponse';
    return 'assistant:errors.sendFailed';
  }
  if (
    TypeValidationError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return 'assistant:errors.invalidResponse';
  }
  return 'assistant:errors.sendFailed';
}
