import { randomUUID } from 'node:crypto';
import type { ChangeEvent } from './change-event';

/**
 * This server process, as a page it drew names it (`LIVE_DATA_ID`'s `from`): a catch-up asked of
 * the same process compares times on one clock and needs no margin (decision 0046).
 */
export const THIS_INSTANCE = randomUUID();

/**
 * How long a relayed change is kept for catch-ups: a page follows the relay within a second or two
 * of its data, and its app asks for them as soon as it subscribes (decision 0046).
 */
export const RECENT_CHANGES_KEEP_MS = 10 * 60_000;
/** At most this many changes are kept (a burst forgets its oldest ones sooner). */
export const RECENT_CHANGES_MAX = 10_000;

/**
 * The changes this instance received lately, in order, with when they arrived (decision 0046).
 * A page the server drew for a signed-in person read its data at some time; its socket subscribes
 * later, and a change committed in between would reach it through no one: the relay replays what
 * it received since that time. Every instance receives every change (one LISTEN each), so any
 * instance can answer. It answers `null` when it cannot vouch for the whole interval: it started
 * after it, or has already forgotten a change of it.
 */
export function createRecentChanges({
  keepMs = RECENT_CHANGES_KEEP_MS,
  max = RECENT_CHANGES_MAX,
  now = Date.now,
}: { keepMs?: number; max?: number; now?: () => number } = {}) {
  const arrived: number[] = [];
  const events: ChangeEvent[] = [];
  let head = 0;
  /** Every change that arrived after this time is still kept. */
  let complete = now();

  const forgetOld = () => {
    const oldest = now() - keepMs;
    while (head < arrived.length && (arrived[head]! < oldest || arrived.length - head > max)) {
      complete = Math.max(complete, arrived[head]!);
      head += 1;
    }
    // Compacted once half of the arrays is forgotten: each change is moved at most once on average.
    if (head > 1024 && head * 2 > arrived.length) {
      arrived.splice(0, head);
      events.splice(0, head);
      head = 0;
    }
  };

  return {
    add(event: ChangeEvent) {
      arrived.push(now());
      events.push(event);
      forgetOld();
    },
    /** The changes that arrived after `since` (oldest first), or null when some may be forgotten. */
    after(since: number): ChangeEvent[] | null {
      forgetOld();
      if (since < complete) return null;
      const found: ChangeEvent[] = [];
      for (let i = head; i < arrived.length; i++) if (arrived[i]! > since) found.push(events[i]!);
      return found;
    },
  };
}
export type RecentChanges = ReturnType<typeof createRecentChanges>;
