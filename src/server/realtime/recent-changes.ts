import { sawTransaction, type Snapshot } from '../../shared/snapshot';
import type { ChangeEvent } from './change-event';

/**
 * How long a relayed change is kept for catch-ups: a page follows the relay within a second or two
 * of its data, and its app asks for them as soon as it subscribes (decision 0046).
 */
export const RECENT_CHANGES_KEEP_MS = 10 * 60_000;
/** At most this many changes are kept (a burst forgets its oldest ones sooner). */
export const RECENT_CHANGES_MAX = 10_000;

type Kept = { event: ChangeEvent; xid: bigint; receivedAt: number };

/**
 * The changes this instance received lately, in the order they arrived (decision 0046). A page the
 * server drew for a signed-in person read its data after taking a snapshot of the database; its
 * socket subscribes later, and a change committed in between would reach it through no one: the
 * relay replays the changes of the transactions that snapshot did not see (decision 0050). Every
 * change names its transaction and snapshots are the database's own, so any instance can answer
 * for a page any instance drew, with no clock compared. It answers `null` when it cannot vouch
 * for every transaction the snapshot did not see: it was not listening yet when one of them
 * committed (or its connection was lost meanwhile), or it has already forgotten one.
 */
export function createRecentChanges({
  keepMs = RECENT_CHANGES_KEEP_MS,
  max = RECENT_CHANGES_MAX,
  now = Date.now,
}: { keepMs?: number; max?: number; now?: () => number } = {}) {
  const kept: Kept[] = [];
  let head = 0;
  /** The snapshot taken as the listener (last) began listening: later commits all arrive. */
  let listenedFrom: Snapshot | null = null;
  /** The highest transaction among the changes forgotten. */
  let forgotten = -1n;

  const forgetOld = () => {
    const oldest = now() - keepMs;
    while (head < kept.length && (kept[head]!.receivedAt < oldest || kept.length - head > max)) {
      if (kept[head]!.xid > forgotten) forgotten = kept[head]!.xid;
      head += 1;
    }
    // Compacted once half of the array is forgotten: each change is moved at most once on average.
    if (head > 1024 && head * 2 > kept.length) {
      kept.splice(0, head);
      head = 0;
    }
  };

  /**
   * Whether every transaction `snapshot` did not see either committed after the listener's
   * snapshot (so its change arrived here) or made no change: the listener's snapshot did not see
   * any of them either, and every forgotten change is one `snapshot` saw.
   */
  const vouchesFor = (snapshot: Snapshot): boolean => {
    if (!listenedFrom || snapshot.xmax < listenedFrom.xmax) return false;
    for (const xid of snapshot.xip) if (sawTransaction(listenedFrom, xid)) return false;
    return forgotten < snapshot.xmin;
  };

  return {
    /** The listener (again) listens, from `snapshot` on: nothing committed before can be vouched for. */
    listening(snapshot: Snapshot) {
      listenedFrom = snapshot;
    },
    add(event: ChangeEvent) {
      kept.push({ event, xid: BigInt(event.xid), receivedAt: now() });
      forgetOld();
    },
    /** The changes whose transactions `snapshot` did not see (in arrival order), or null when some may be missing. */
    notSeenBy(snapshot: Snapshot): ChangeEvent[] | null {
      forgetOld();
      if (!vouchesFor(snapshot)) return null;
      const found: ChangeEvent[] = [];
      for (let i = head; i < kept.length; i++)
        if (!sawTransaction(snapshot, kept[i]!.xid)) found.push(kept[i]!.event);
      return found;
    },
  };
}
export type RecentChanges = ReturnType<typeof createRecentChanges>;
