import { useTranslation } from 'react-i18next';
import type { HelpArticleCounters } from '@/shared/schemas/help';
import { Button } from '@/web/components/ui/button';
import { useHelpStats } from '../api/help-stats';
import type { HelpArticle } from '../lib/article';

function StatsList({
  title,
  rows,
  articles,
  detail,
  onOpen,
}: {
  title: string;
  rows: HelpArticleCounters[];
  articles: ReadonlyMap<string, HelpArticle>;
  detail: (row: HelpArticleCounters) => string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('help');
  // Ids of articles no longer in the repository are left out.
  const known = rows.filter((row) => articles.has(row.article_id));
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      {known.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('stats.empty')}</p>
      ) : (
        <ol className="mt-1 grid gap-0.5">
          {known.map((row) => (
            <li key={row.article_id} className="flex items-baseline justify-between gap-2 text-sm">
              <Button variant="link" className="min-w-0 truncate" onClick={() => onOpen(row.article_id)}>
                {articles.get(row.article_id)!.title}
              </Button>
              <span className="tabular shrink-0 text-xs text-muted-foreground">{detail(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Admins: the most viewed and the least helpful articles (docs/product.md#screens-and-navigation help centre). */
export function HelpStats({
  articles,
  onOpen,
}: {
  articles: ReadonlyMap<string, HelpArticle>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('help');
  const { data } = useHelpStats();
  if (!data) return null;
  const share = (row: HelpArticleCounters) =>
    t('stats.helpfulShare', { percent: Math.round((100 * row.helpful) / (row.helpful + row.not_helpful)) });
  return (
    <section aria-labelledby="help-stats-title" className="rounded-lg border p-4">
      <h3 id="help-stats-title" className="text-sm font-semibold">
        {t('stats.title')}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <StatsList
          title={t('stats.mostViewed')}
          rows={data.most_viewed}
          articles={articles}
          detail={(row) => t('card.views', { count: row.views })}
          onOpen={onOpen}
        />
        <StatsList
          title={t('stats.leastHelpful')}
          rows={data.least_helpful}
          articles={articles}
          detail={share}
          onOpen={onOpen}
        />
      </div>
    </section>
  );
}
