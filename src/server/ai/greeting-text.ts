/** docs/product.md#limits: the greeting has at most 8 words. */
export const GREETING_MAX_WORDS = 8;

/**
 * The model's greeting as shown (one line, no wrapping quotes), or null when it is empty or has
 * more than 8 words (then the fixed greeting stands in).
 */
export function greetingText(raw: string): string | null {
  const line = raw
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^["“«'*]+|["”»'*]+$/gu, '')
    .trim();
  if (!line) return null;
  return line.split(' ').length <= GREETING_MAX_WORDS ? line : null;
}
