import { helpFrontMatterSchema, type HelpFrontMatter } from '@/shared/schemas/help';

export interface ParsedArticle {
  meta: HelpFrontMatter;
  /** The Markdown after the front matter. */
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `[a, b]` → `['a', 'b']`; anything else stays a string. */
function parseValue(raw: string): string | string[] {
  const value = raw.trim();
  if (!value.startsWith('[') || !value.endsWith(']')) return value;
  const inner = value.slice(1, -1).trim();
  return inner === '' ? [] : inner.split(',').map((item) => item.trim());
}

/**
 * An article file: a small front matter (`key: value` lines, lists as `[a, b]`) between `---`
 * fences, then Markdown. Validated with the shared schema, so a broken file fails loudly.
 */
export function parseArticle(source: string): ParsedArticle {
  const match = FENCE.exec(source);
  if (!match) throw new Error('help article without front matter');
  const fields: Record<string, string | string[]> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`help article front matter line without a key: ${line}`);
    fields[line.slice(0, colon).trim()] = parseValue(line.slice(colon + 1));
  }
  return { meta: helpFrontMatterSchema.parse(fields), body: source.slice(match[0].length).trim() };
}
