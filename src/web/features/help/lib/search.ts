import MiniSearch from 'minisearch';
import type { HelpCategory } from '@/shared/schemas/help';
import { excerptOf, excerptWindow, type HelpArticle } from './article';

/** A highlighted stretch of a string: `[start, end)`. */
export interface Range {
  start: number;
  end: number;
}

export interface HelpHit {
  article: HelpArticle;
  excerpt: string;
  /** Where the matches are in the title and in the excerpt (rendered as `<mark>`). */
  titleRanges: Range[];
  excerptRanges: Range[];
}

export interface HelpSearch {
  search(query: string, category?: HelpCategory | 'all'): HelpHit[];
}

/** Accent- and case-insensitive: 'Facturación' and 'facturacion' are the same term. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of a text, where it is, and its folded form. */
interface Token extends Range {
  folded: string;
}

function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    folded: foldTerm(match[0]),
  }));
}

/** The words of `text` whose folded form is one of `terms`. */
export function rangesOf(text: string, terms: ReadonlySet<string>): Range[] {
  return terms.size === 0 ? [] : marked(tokenize(text), terms);
}

function marked(tokens: readonly Token[], terms: ReadonlySet<string>, shift = 0): Range[] {
  return tokens
    .filter((token) => terms.has(token.folded))
    .map(({ start, end }) => ({ start: start + shift, end: end + shift }));
}

/** An article with its title and text split into words once, when the index is built. */
interface Indexed {
  article: HelpArticle;
  title: Token[];
  text: Token[];
}

function hit({ article, title, text }: Indexed, terms: ReadonlySet<string>): HelpHit {
  if (terms.size === 0) {
    return { article, excerpt: excerptOf(article.text), titleRanges: [], excerptRanges: [] };
  }
  const first = text.find((token) => terms.has(token.folded))?.start ?? 0;
  const { start, end } = excerptWindow(article.text, first);
  const inside = text.filter((token) => token.start >= start && token.end <= end);
  // The excerpt opens with an ellipsis when the text was cut before it.
  const shift = (start > 0 ? 1 : 0) - start;
  return {
    article,
    excerpt: excerptOf(article.text, first),
    titleRanges: marked(title, terms),
    excerptRanges: marked(inside, terms, shift),
  };
}

/**
 * The help centre's search (decision 0027): MiniSearch over title, content and tags, accent- and
 * case-insensitive, typo-tolerant (fuzzy) and by prefix while typing; every word must match.
 * Empty query → every article (of the category), in the order given.
 */
export function createHelpSearch(articles: readonly HelpArticle[]): HelpSearch {
  const index = new MiniSearch<HelpArticle>({
    fields: ['title', 'text', 'tags'],
    extractField: (doc, field) => (field === 'tags' ? doc.tags.join(' ') : String(doc[field as 'id'])),
    processTerm: foldTerm,
    // Typos are forgiven from the fourth letter on: shorter words have too many neighbours.
    searchOptions: {
      boost: { title: 3, tags: 2 },
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      prefix: true,
      combineWith: 'AND',
    },
  });
  index.addAll(articles);
  const indexed = articles.map((article) => ({
    article,
    title: tokenize(article.title),
    text: tokenize(article.text),
  }));
  const byId = new Map(indexed.map((entry) => [entry.article.id, entry]));
  const none: ReadonlySet<string> = new Set();

  return {
    search(query, category = 'all') {
      const inCategory = (entry: Indexed) => category === 'all' || entry.article.category === category;
      if (query.trim() === '') return indexed.filter(inCategory).map((entry) => hit(entry, none));
      return index.search(query).flatMap((result) => {
        const entry = byId.get(result.id as string);
        return entry && inCategory(entry) ? [hit(entry, new Set(result.terms))] : [];
      });
    },
  };
}
