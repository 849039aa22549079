import { ArrowLeft, Bookmark, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HelpArticleCounters, HelpVote } from '@/shared/schemas/help';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { HelpArticle } from '../lib/article';
import { ArticleMarkdown } from './article-markdown';

/**
 * One article (docs/product.md#records-and-fields help article): its Markdown, its video when it has one, 'was this
 * helpful?', related articles and the way back to the list.
 */
export function ArticleView({
  article,
  related,
  counters,
  vote,
  bookmarked,
  onBack,
  onOpen,
  onVote,
  onBookmark,
}: {
  article: HelpArticle;
  related: HelpArticle[];
  counters: HelpArticleCounters | undefined;
  vote: HelpVote | undefined;
  bookmarked: boolean;
  onBack: () => void;
  onOpen: (id: string) => void;
  onVote: (vote: HelpVote | null) => void;
  onBookmark: (bookmarked: boolean) => void;
}) {
  const { t } = useTranslation('help');
  const format = useFormatters();
  const voteButton = (value: HelpVote, label: string, Icon: typeof ThumbsUp) => (
    <Button
      variant={vote === value ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={vote === value}
      onClick={() => onVote(vote === value ? null : value)}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
  return (
    <article aria-labelledby="help-article-title" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('article.back')}
        </Button>
        <Button variant="outline" size="sm" aria-pressed={bookmarked} onClick={() => onBookmark(!bookmarked)}>
          <Bookmark className={cn(bookmarked && 'fill-current text-primary')} aria-hidden="true" />
          {t(bookmarked ? 'article.saved' : 'article.save')}
        </Button>
      </div>
      <header>
        <Badge variant="secondary">{t(`categories.${article.category}`)}</Badge>
        <h2 id="help-article-title" className="mt-2 text-xl font-semibold">
          {article.title}
        </h2>
        <p className="mt-1 text-xs text-muted-foreground">
          {t('card.by', { author: article.author, date: format.dateOnly(article.date) })} ·{' '}
          {t('card.views', { count: counters?.views ?? 0 })}
        </p>
      </header>
      {article.video && (
        <video
          controls
          preload="metadata"
          src={article.video}
          className="w-full rounded-lg border"
          aria-label={t('article.video')}
        />
      )}
      <ArticleMarkdown text={article.body} />
      <section aria-labelledby="help-vote-title" className="rounded-lg border bg-muted/40 p-4">
        <h3 id="help-vote-title" className="text-sm font-semibold">
          {t('article.question')}
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {voteButton('helpful', t('article.yes'), ThumbsUp)}
          {voteButton('not_helpful', t('article.no'), ThumbsDown)}
          <p role="status" className="text-sm text-muted-foreground">
            {vote ? t('article.thanks') : ''}
          </p>
        </div>
      </section>
      {related.length > 0 && (
        <nav aria-labelledby="help-related-title">
          <h3 id="help-related-title" className="text-sm font-semibold">
            {t('article.related')}
          </h3>
          <ul className="mt-2 grid gap-1">
            {related.map((other) => (
              <li key={other.id}>
                <Button
                  variant="link"
                  onClick={() => onOpen(other.id)}
                  className="h-auto text-left whitespace-normal"
                >
                  {other.title}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
