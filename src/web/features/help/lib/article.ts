import type { HelpFrontMatter } from '@/shared/schemas/help';
import { parseArticle } from './front-matter';

/** docs/product.md#limits: a card shows 120 characters of the article. */
export const EXCERPT_LENGTH = 120;

export interface HelpArticle extends HelpFrontMatter {
  /** The Markdown the article view renders. */
  body: string;
  /** The body as plain text: what search reads and excerpts are cut from. */
  text: string;
}

/** Markdown → the words a reader sees (headings, emphasis, list marks and link targets go). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toArticle(source: string): HelpArticle {
  const { meta, body } = parseArticle(source);
  return { ...meta, body, text: plainText(body) };
}

/**
 * Where the card's excerpt lies: 120 characters of the text from `from` (a match, or the start),
 * moved back to the start of its word, trailing spaces left out.
 */
export function excerptWindow(text: string, from = 0): { start: number; end: number } {
  let start = Math.max(0, Math.min(from, text.length - EXCERPT_LENGTH));
  while (start > 0 && text[start - 1] !== ' ') start -= 1;
  return { start, end: start + text.slice(start, start + EXCERPT_LENGTH).trimEnd().length };
}

/** The excerpt itself, with an ellipsis on each side where the text was cut. */
export function excerptOf(text: string, from = 0): string {
  const { start, end } = excerptWindow(text, from);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
