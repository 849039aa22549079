import { fold } from '../../ai/text';

/** Words that say nothing of a conversation's topic (es, en, pt), folded. */
const STOP = new Set(
  (
    'para como cual cuales cuando donde esta este esto estos estas tengo tiene tienen hay ' +
    'puedes puede quiero necesito hola gracias sobre entre desde hasta porque pero tambien ' +
    'muy mas menos todo todos todas cada otro otra mis tus sus nuestro nuestra ' +
    'with what which when where this that these those have does about from into your ' +
    'please thanks hello there their them they will would could should ' +
    'voce isso essa esse mais muito obrigado onde quando qual quais tenho preciso ' +
    'proyecto proyectos project projects projeto projetos'
  ).split(' '),
);

const WORD = /\p{L}[\p{L}\p{N}]*/gu;

/** The most frequent meaningful words (4 letters or more) across the texts, as first written. */
export function keyTopics(texts: readonly string[], max = 5): string[] {
  const counts = new Map<string, { word: string; count: number; first: number }>();
  let position = 0;
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      const key = fold(word);
      position += 1;
      if (key.length < 4 || STOP.has(key)) continue;
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { word: word.toLowerCase(), count: 1, first: position });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((t) => t.word);
}

const SUMMARY_PART = 160;

const clip = (text: string) => {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length > SUMMARY_PART ? `${line.slice(0, SUMMARY_PART - 1).trimEnd()}…` : line;
};

/** What the conversation was about: its first question and, when it went on, its last one. */
export function summarize(userTexts: readonly string[]): string {
  const first = userTexts[0];
  if (first === undefined) return '';
  const last = userTexts[userTexts.length - 1]!;
  return userTexts.length > 1 ? `${clip(first)} … ${clip(last)}` : clip(first);
}

/** The values counted most often, most frequent first (ties: first seen), at most `max`. */
export function mostFrequent<T>(values: readonly T[], max: number): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([value]) => value);
}

/**
 * The words of a question to look up in the knowledge base (docs/product.md#validation): none under 3 characters,
 * else up to 5 words longer than 2 characters.
 */
export function contextWords(text: string): string[] {
  if (text.trim().length < 3) return [];
  return [...new Set(text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2))].slice(0, 5);
}

/** The knowledge search's term (docs/product.md#validation): the first word longer than 2 characters, else the query. */
export function searchTerm(query: string): string {
  const trimmed = query.trim();
  return trimmed.split(/\s+/u).find((w) => w.length > 2) ?? trimmed;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
