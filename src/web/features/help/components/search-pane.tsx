import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { helpCategories, type HelpCategory, type HelpState } from '@/shared/schemas/help';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { HelpSearch } from '../lib/search';
import { ArticleCard } from './article-card';

/**
 * The 'Buscar' tab: instant search (every keystroke), the category filter and the article cards;
 * 'No se encontraron artículos' when nothing matches.
 */
export function SearchPane({
  search,
  state,
  query,
  onQuery,
  category,
  onCategory,
  onOpen,
  onBookmark,
}: {
  search: HelpSearch;
  state: HelpState | undefined;
  query: string;
  onQuery: (query: string) => void;
  category: HelpCategory | 'all';
  onCategory: (category: HelpCategory | 'all') => void;
  onOpen: (id: string) => void;
  onBookmark: (id: string, bookmarked: boolean) => void;
}) {
  const { t } = useTranslation('help');
  const deferred = useDeferredValue(query);
  const hits = useMemo(() => search.search(deferred, category), [search, deferred, category]);
  const counters = useMemo(() => new Map(state?.counters.map((c) => [c.article_id, c])), [state]);
  const bookmarks = useMemo(() => new Set(state?.bookmarks), [state]);
  const inputId = useId();
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <Input
          id={inputId}
          type="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div role="group" aria-label={t('categories.label')} className="flex gap-2 overflow-x-auto pb-1">
        {(['all', ...helpCategories] as const).map((id) => (
          <Button
            key={id}
            size="sm"
            variant={category === id ? 'primary' : 'outline'}
            aria-pressed={category === id}
            onClick={() => onCategory(id)}
          >
            {t(`categories.${id}`)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {hits.length > 0 ? t('search.results', { count: hits.length }) : ''}
      </p>
      {hits.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">{t('search.empty')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('search.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3">
          {hits.map((hit) => (
            <ArticleCard
              key={hit.article.id}
              hit={hit}
              counters={counters.get(hit.article.id)}
              bookmarked={bookmarks.has(hit.article.id)}
              onOpen={() => onOpen(hit.article.id)}
              onBookmark={(bookmarked) => onBookmark(hit.article.id, bookmarked)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
