import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpArticleState, HelpState, HelpVote } from '@/shared/schemas/help';
import { unwrap } from '@/web/lib/api-client';
import { helpApi, helpKeys, operation } from './client';

/** GET /api/help/state: my bookmarks and votes, and every article's views and votes. */
export function useHelpState() {
  return useQuery({
    queryKey: helpKeys.state(),
    queryFn: ({ signal }) => unwrap(helpApi.help.state.$get({}, { init: { signal } })),
    meta: { operation: operation('state') },
  });
}

/** One article's fresh state (after a view, a vote or a bookmark) folded into the cached state. */
function merge(state: HelpState | undefined, next: HelpArticleState): HelpState | undefined {
  if (!state) return state;
  const id = next.article_id;
  const votes = { ...state.votes };
  if (next.vote) votes[id] = next.vote;
  else delete votes[id];
  const others = state.bookmarks.filter((bookmark) => bookmark !== id);
  return {
    votes,
    bookmarks: next.bookmarked ? [id, ...others] : others,
    counters: [...state.counters.filter((c) => c.article_id !== id), next.counters],
  };
}

type Change =
  | { kind: 'view'; id: string }
  | { kind: 'vote'; id: string; vote: HelpVote | null }
  | { kind: 'bookmark'; id: string; bookmarked: boolean };

function send(change: Change): Promise<HelpArticleState> {
  const article = helpApi.help.articles[':articleId'];
  const param = { articleId: change.id };
  if (change.kind === 'view') return unwrap(article.view.$post({ param }));
  if (change.kind === 'vote') return unwrap(article.vote.$put({ param, json: { vote: change.vote } }));
  return unwrap(article.bookmark.$put({ param, json: { bookmarked: change.bookmarked } }));
}

function useChange(meta: { operation: string; silent?: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: (next) => queryClient.setQueryData<HelpState>(helpKeys.state(), (state) => merge(state, next)),
  });
}

/** An article opened: counted on the server, quietly (a failed count bothers nobody). */
export const useRecordView = () => useChange({ operation: operation('view'), silent: true });
/** 'Was this helpful?' and the bookmark toggle. */
export const useVote = () => useChange({ operation: operation('vote') });
export const useBookmark = () => useChange({ operation: operation('bookmark') });
