import type { TFunction } from 'i18next';
import type { Assistant } from '../../ai/assistant';

/**
 * Whether the assistant can reach its model: without keys, the product's (docs/product.md#error-messages) 'No se encontraron…', and the
 * assistant answers in its offline mode from the portal's data alone.
 */
export function getStatus(assistant: Assistant, t: TFunction) {
  const configured = assistant.pool !== null;
  return { configured, offline: !configured, message: configured ? null : t('assistant:errors.noKeys') };
}
