import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TutorialProgressBody, TutorialProgressList } from '@/shared/schemas/tutorials';
import type { TourId } from '@/shared/tours';
import type { TutorialsApi } from '@/server/app';
import { rpcClient, unwrap } from '../api-client';

/**
 * The caller's progress in the guided tours (decision 0027), kept on the server so it follows the
 * person across devices. Shared by the tours (the overlay, the entry point) and the help centre's
 * tutorial cards; only lazy chunks import it.
 */
const tutorialsApi = rpcClient<TutorialsApi>('/api');
const progress = tutorialsApi.tutorials.progress;

export const tutorialProgressKey = ['tutorials', 'progress'] as const;

/**
 * The progress query. The server reads it with every signed-in first screen and sends it with the
 * page (scripts/prerender/first-screen.tsx), though no part of that screen shows it: the tours'
 * chunk, loaded once the app has started, then finds it there instead of asking for it.
 */
export function tutorialProgressQuery() {
  return queryOptions({
    queryKey: tutorialProgressKey,
    queryFn: ({ signal }) => unwrap(progress.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
    meta: { silent: true, firstScreen: true },
  });
}

export function useTutorialProgress() {
  return useQuery(tutorialProgressQuery());
}

/** The tours completed at least once, from the cached progress. */
export function completedTours(data: TutorialProgressList | undefined): Set<TourId> {
  return new Set(data?.progress.filter((p) => p.completed_at !== null).map((p) => p.tour_id));
}

/** Store one tour's state, folded into the cached list at once. */
export function useSaveTutorialProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, ...json }: TutorialProgressBody & { tourId: TourId }) =>
      unwrap(progress[':tourId'].$put({ param: { tourId }, json })),
    meta: { silent: true },
    onSuccess: (saved) =>
      queryClient.setQueryData<TutorialProgressList>(tutorialProgressKey, (list) => ({
        progress: [...(list?.progress ?? []).filter((p) => p.tour_id !== saved.tour_id), saved],
      })),
  });
}
