import { Bookmark, Eye, ThumbsUp, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HelpArticleCounters } from '@/shared/schemas/help';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { HelpHit } from '../lib/search';
import { Highlight } from './highlight';

/**
 * An article in the list (docs/product.md#screens-and-navigation help centre): title, category, 120-character excerpt, author,
 * date, views, helpful count, bookmark toggle and a video icon; the matches marked.
 */
export function ArticleCard({
  hit,
  counters,
  bookmarked,
  onOpen,
  onBookmark,
}: {
  hit: HelpHit;
  counters: HelpArticleCounters | undefined;
  bookmarked: boolean;
  onOpen: () => void;
  onBookmark: (bookmarked: boolean) => void;
}) {
  const { t } = useTranslation('help');
  const format = useFormatters();
  const { article } = hit;
  return (
    <li className="relative rounded-lg border bg-card p-4 transition-colors hover:bg-muted/40">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`categories.${article.category}`)}</Badge>
            {article.video && (
              <span className="text-muted-foreground" title={t('card.video')}>
                <Video className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('card.video')}</span>
              </span>
            )}
          </div>
          <h3 className="font-semibold">
            <button
              type="button"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:underline focus-visible:outline-none"
            >
              <Highlight text={article.title} ranges={hit.titleRanges} />
            </button>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            <Highlight text={hit.excerpt} ranges={hit.excerptRanges} />
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span>{t('card.by', { author: article.author, date: format.dateOnly(article.date) })}</span>
            <span className="inline-flex items-center gap-1">
              <Eye className="size-3.5" aria-hidden="true" />
              {t('card.views', { count: counters?.views ?? 0 })}
            </span>
            <span className="inline-flex items-center gap-1">
              <ThumbsUp className="size-3.5" aria-hidden="true" />
              {t('card.helpful', { count: counters?.helpful ?? 0 })}
            </span>
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="relative z-10 -mt-1 -mr-2"
          aria-pressed={bookmarked}
          aria-label={t('card.bookmark', { title: article.title })}
          onClick={() => onBookmark(!bookmarked)}
        >
          <Bookmark className={cn('size-4', bookmarked && 'fill-current text-primary')} aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
