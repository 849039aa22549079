/**
 * Lower case without accents, the same length as the original (each character maps to one of the
 * same length), so a position found in the folded text cuts the original text at the same place.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/** Any of the words, whole (folded text). */
export function hasWord(folded: string, words: readonly string[]): boolean {
  return words.some((w) => new RegExp(`(^|[^\\p{L}\\p{N}])${w}($|[^\\p{L}\\p{N}])`, 'u').test(folded));
}

/** The text between quotes (straight, curly or guillemets), in order. */
export function quoted(text: string): { value: string; start: number; end: number }[] {
  const found: { value: string; start: number; end: number }[] = [];
  const re = /"([^"]+)"|“([^”]+)”|«([^»]+)»|'([^']+)'|‘([^’]+)’/gu;
  for (const m of text.matchAll(re)) {
    const value = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim();
    if (value) found.push({ value, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** Trims spaces and the punctuation a sentence leaves around a name. */
export function tidy(text: string): string {
  return text.replace(/^[\s:,.;¿?¡!-]+|[\s:,.;¿?¡!-]+$/gu, '').trim();
}
