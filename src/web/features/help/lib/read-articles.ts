import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HelpLanguage } from '@/shared/schemas/help';
import { toArticle, type HelpArticle } from './article';

/** Where the article files live (decision 0027). */
export const HELP_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content/help');

/**
 * Node only (unit tests and `bench/help-search.ts`): one language's article files as the help
 * centre reads them, in file order. The web app loads the same files through Vite instead.
 */
export function readArticles(language: HelpLanguage): { file: string; article: HelpArticle }[] {
  const dir = path.join(HELP_CONTENT_DIR, language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, article: toArticle(readFileSync(path.join(dir, file), 'utf8')) }));
}
