import type { ChangeEvent } from './change-event';

/**
 * How long a relayed change is kept for catch-ups: a page follows the relay within a second or two
 * of its data, and its app asks for them as soon as it subscribes (decision 0046).
 */
export const RECENT_CHANGES_KEEP_MS = 10 * 60_000;
/** At most this many changes are kept (a burst forgets its oldest ones sooner). */
export const RECENT_CHANGES_MAX = 10_000;

/**
 * The changes this instance received lately, in the order they arrived (decision 0046). A page the
 * server drew for a signed-in person read its data at some time; its socket subscribes later, and
 * a change committed in between would reach it through no one: the relay replays what it received
 * since that time. Times are the database's (each event's `at`, and the page's `since`: decision
 * 0050), so any instance can answer for a page any instance drew. It answers `null` when it cannot
 * vouch for the whole interval: it was not listening for part of it (not yet, or its connection
 * was lost meanwhile), or it has already forgotten a change of it.
 */
export function createRecentChanges({
  keepMs = RECENT_CHANGES_KEEP_MS,
  max = RECENT_CHANGES_MAX,
  now = Date.now,
}: { keepMs?: number; max?: number; now?: () => number } = {}) {
  const events: ChangeEvent[] = [];
  let head = 0;
  /** Every change stamped after this time has arrived and is still kept; none before listening. */
  let complete = Number.POSITIVE_INFINITY;

  const forgetOld = () => {
    const oldest = now() - keepMs;
    while (head < events.length && (events[head]!.at < oldest || events.length - head > max)) {
      complete = Math.max(complete, events[head]!.at);
      head += 1;
    }
    // Compacted once half of the array is forgotten: each change is moved at most once on average.
    if (head > 1024 && head * 2 > events.length) {
      events.splice(0, head);
      head = 0;
    }
  };

  return {
    /**
     * The relay listens from `since` (the database's time): after a lost connection, nothing
     * before it can be vouched for.
     */
    listening(since: number) {
      complete = since;
    },
    add(event: ChangeEvent) {
      events.push(event);
      forgetOld();
    },
    /** The changes stamped after `since` (in arrival order), or null when some may be missing. */
    after(since: number): ChangeEvent[] | null {
      forgetOld();
      if (since < complete) return null;
      const found: ChangeEvent[] = [];
      for (let i = head; i < events.length; i++) if (events[i]!.at > since) found.push(events[i]!);
      return found;
    },
  };
}
export type RecentChanges = ReturnType<typeof createRecentChanges>;
