import { useMutation } from '@tanstack/react-query';
import { unwrap, unwrapEmpty } from '@/web/lib/api-client';
import { calendarApi } from './client';

/** POST /api/calendar/feed: a new secret ICS address (the previous one stops working), shown once. */
export async function createFeed() {
  const { feed } = await unwrap(calendarApi.feed.$post());
  return feed;
}

/** DELETE /api/calendar/feed: the address answers 404 from then on. */
export function revokeFeed(): Promise<void> {
  return unwrapEmpty(calendarApi.feed.$delete());
}

export function useCreateFeed() {
  return useMutation({ mutationFn: createFeed, meta: { silent: true } });
}

export function useRevokeFeed() {
  return useMutation({ mutationFn: revokeFeed, meta: { silent: true } });
}
