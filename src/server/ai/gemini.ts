import { createGoogleGenerativeAI } from '@ai-sdk/google';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';
import type { KeyPool } from './key-pool';

/** docs/product.md#api-conventions: the generation settings of every call. */
export const GENERATION_SETTINGS = {
  temperature: 0.7,
  maxOutputTokens: 2048,
  topP: 0.8,
  topK: 10,
} as const;

/** docs/product.md#limits: the conversation's last 10 messages go to the model with the system prompt. */
export const HISTORY_SENT = 10;

/**
 * The Gemini model for one request, through the key pool's `fetch` (the key is set per request
 * there; the provider's own is a placeholder that never leaves the process).
 */
export function geminiModel(
  gemini: Config['integrations']['gemini'],
  pool: KeyPool,
  options: { onKeySwitch?: () => void } = {},
): LanguageModel {
  const provider = createGoogleGenerativeAI({
    baseURL: `${gemini.baseUrl}/v1beta`,
    apiKey: 'set-by-the-key-pool',
    fetch: pool.fetchFor({ ...(options.onKeySwitch && { onSwitch: options.onKeySwitch }) }),
  });
  return provider(gemini.model);
}
