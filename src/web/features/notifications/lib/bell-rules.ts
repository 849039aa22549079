import type { Notification } from '@/shared/schemas/notifications';
import { BELL } from '../api/query-keys';

/**
 * The bell's rules of docs/product.md#screens-and-navigation and #limits as pure functions (unit-tested with the spec's numbers).
 */

/** Badge text: nothing at 0, the number up to 99, '99+' above. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BELL.maxBadge ? `${BELL.maxBadge}+` : String(Math.floor(count));
}

export type TimeLabel =
  { kind: 'now' } | { kind: 'minutes'; n: number } | { kind: 'hours'; n: number } | { kind: 'date' };

/** 'Ahora' under 1 min, 'Hace N min' under 60 min, 'Hace Nh' under 24 h, else the date. */
export function timeLabel(createdAt: string | number | Date, now: number): TimeLabel {
  const elapsed = now - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < 60_000) return { kind: 'now' };
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 60) return { kind: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { kind: 'hours', n: hours };
  return { kind: 'date' };
}

/** True when the list is scrolled to within `threshold` px of its bottom (load the next page). */
export function isNearBottom(
  box: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold: number = BELL.loadMoreWithinPx,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

export type ActionTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

/** Where a notification leads: an in-app path (router), an http(s) page (new tab), or nowhere. */
export function actionTarget(actionUrl: string | null | undefined): ActionTarget {
  const url = actionUrl?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
    return { kind: 'internal', path: url };
  if (/^https?:\/\//i.test(url)) return { kind: 'external', href: url };
  return null;
}

/**
 * Which of the newest unread notifications just arrived, compared with what the bell had seen:
 * not seen before and newer than everything seen (an older one moving up because a newer one
 * was read is not news). Oldest first, so toasts stack in arrival order.
 */
export function arrivals(
  latest: readonly Notification[],
  seen: ReadonlySet<string>,
  newestSeen: string | null,
): Notification[] {
  const watermark = newestSeen ? new Date(newestSeen).getTime() : Number.NEGATIVE_INFINITY;
  return latest
    .filter((n) => !seen.has(n.id) && new Date(n.created_at).getTime() >= watermark)
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}
