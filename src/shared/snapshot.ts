/**
 * A PostgreSQL snapshot as `pg_current_snapshot()::text` writes it: `xmin:xmax:xip,…` (transaction
 * ids as xid8, decimal). What it says: every transaction below `xmin` had ended when it was taken,
 * none from `xmax` on had, and of those in between the ones listed in `xip` were still running.
 */
export const SNAPSHOT_PATTERN = /^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/;

export interface Snapshot {
  xmin: bigint;
  xmax: bigint;
  xip: ReadonlySet<bigint>;
}

/** The snapshot `text` describes, or null when it is not one (or not consistent: xmin > xmax). */
export function parseSnapshot(text: string): Snapshot | null {
  if (!SNAPSHOT_PATTERN.test(text)) return null;
  const [xmin, xmax, list] = text.split(':') as [string, string, string];
  const snapshot = {
    xmin: BigInt(xmin),
    xmax: BigInt(xmax),
    xip: new Set(list === '' ? [] : list.split(',').map((xid) => BigInt(xid))),
  };
  return snapshot.xmin <= snapshot.xmax ? snapshot : null;
}

/**
 * Whether a reader on `snapshot` saw what transaction `xid` committed (PostgreSQL's own rule,
 * `pg_visible_in_snapshot`): it had ended before the snapshot was taken.
 */
export function sawTransaction(snapshot: Snapshot, xid: bigint): boolean {
  if (xid < snapshot.xmin) return true;
  return xid < snapshot.xmax && !snapshot.xip.has(xid);
}
