import { helpCategories, type HelpLanguage } from '@/shared/schemas/help';
import { toArticle, type HelpArticle } from './article';

/** One chunk per language: the help centre downloads only the reader's articles. */
const sources: Record<HelpLanguage, () => Promise<{ default: string[] }>> = {
  es: () => import('../content/articles-es'),
  en: () => import('../content/articles-en'),
  pt: () => import('../content/articles-pt'),
};

/** A language's articles, parsed, first-steps first (the order of the category filter). */
export async function loadArticles(language: HelpLanguage): Promise<HelpArticle[]> {
  const { default: files } = await sources[language]();
  return files
    .map(toArticle)
    .sort((a, b) => helpCategories.indexOf(a.category) - helpCategories.indexOf(b.category));
}
