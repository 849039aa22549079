import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpCategory } from '@/shared/schemas/help';
import { autoStartTour, canTakeTour, type TourId } from '@/shared/tours';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { completedTours, useTutorialProgress } from '@/web/lib/api/tutorial-progress';
import { requestTour } from '@/web/lib/tour-requests';
import { useCurrentLanguage } from '@/web/lib/use-current-language';
import { useBookmark, useHelpState, useRecordView, useVote } from '../api/help-state';
import { loadArticles } from '../lib/load-articles';
import { createHelpSearch } from '../lib/search';
import { helpTours } from '../tours';
import { ArticleView } from './article-view';
import { HelpStats } from './help-stats';
import { QuickActions } from './quick-actions';
import { SearchPane } from './search-pane';
import { TutorialsPane } from './tutorials-pane';

/**
 * The help centre (decision 0027): a dialog (a full-screen sheet under 768 px) with its own chunk:
 * the articles of the reader's language, MiniSearch and the Markdown renderer load only when it
 * opens. Focus stays inside while open; Esc closes it.
 */
export function HelpCentre({
  open,
  onOpenChange,
  tab: initialTab = 'search',
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab it opens on: the tours' menu opens it on 'Tutoriales'. */
  tab?: 'search' | 'tutorials';
  isAdmin: boolean;
}) {
  const { t } = useTranslation('help');
  const language = useCurrentLanguage();
  const articles = useQuery({
    queryKey: ['help', 'articles', language],
    queryFn: () => loadArticles(language),
    staleTime: Infinity,
  });
  const { data: state } = useHelpState();
  const recordView = useRecordView();
  const vote = useVote();
  const bookmark = useBookmark();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategory | 'all'>('all');
  const [articleId, setArticleId] = useState<string | null>(null);
  const [tab, setTab] = useState(initialTab);
  const [openedAt, setOpenedAt] = useState(initialTab);
  if (openedAt !== initialTab) {
    setOpenedAt(initialTab);
    setTab(initialTab);
  }
  const progress = useTutorialProgress();
  const role = isAdmin ? 'admin' : 'user';
  const tours = helpTours.filter((tour) => canTakeTour(role, tour.id));
  const startTour = (id: TourId) => {
    onOpenChange(false);
    requestTour(id);
  };
  const content = useRef<HTMLDivElement>(null);

  const search = useMemo(() => createHelpSearch(articles.data ?? []), [articles.data]);
  const byId = useMemo(() => new Map(articles.data?.map((a) => [a.id, a])), [articles.data]);
  const article = articleId ? byId.get(articleId) : undefined;

  const openArticle = (id: string) => {
    setArticleId(id);
    recordView.mutate({ kind: 'view', id });
    content.current?.scrollTo({ top: 0 });
  };
  const setBookmark = (id: string, bookmarked: boolean) =>
    bookmark.mutate({ kind: 'bookmark', id, bookmarked });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        className="top-0 left-0 h-dvh data-[state=open]:animate-slide-up md:data-[state=open]:animate-zoom-in max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 content-start rounded-none p-4 md:top-1/2 md:left-1/2 md:h-[min(90dvh,52rem)] md:max-h-[90dvh] md:w-[calc(100%-2rem)] md:max-w-3xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-xl md:p-6"
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {articles.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {t('loading')}
          </p>
        ) : articles.isError ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm">{t('loadError')}</p>
            <Button size="sm" variant="outline" onClick={() => void articles.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : article ? (
          <ArticleView
            article={article}
            related={article.related.flatMap((id) => byId.get(id) ?? [])}
            counters={state?.counters.find((c) => c.article_id === article.id)}
            vote={state?.votes[article.id]}
            bookmarked={state?.bookmarks.includes(article.id) ?? false}
            onBack={() => setArticleId(null)}
            onOpen={openArticle}
            onVote={(next) => vote.mutate({ kind: 'vote', id: article.id, vote: next })}
            onBookmark={(next) => setBookmark(article.id, next)}
          />
        ) : (
          <Tabs value={tab} onValueChange={(next) => setTab(next as typeof tab)} className="grid gap-4">
            <TabsList aria-label={t('tabs.label')} className="justify-self-start">
              <TabsTrigger value="search">{t('tabs.search')}</TabsTrigger>
              {tours.length > 0 && <TabsTrigger value="tutorials">{t('tabs.tutorials')}</TabsTrigger>}
            </TabsList>
            <TabsContent value="search" className="grid gap-4">
              <QuickActions
                isAdmin={isAdmin}
                onNavigate={() => onOpenChange(false)}
                onWelcomeTour={() => startTour(autoStartTour[role])}
                onTutorials={() => setTab('tutorials')}
              />
              {isAdmin && <HelpStats articles={byId} onOpen={openArticle} />}
              <SearchPane
                search={search}
                state={state}
                query={query}
                onQuery={setQuery}
                category={category}
                onCategory={setCategory}
                onOpen={openArticle}
                onBookmark={setBookmark}
              />
            </TabsContent>
            {tours.length > 0 && (
              <TabsContent value="tutorials">
                <TutorialsPane tours={tours} completed={completedTours(progress.data)} onStart={startTour} />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
