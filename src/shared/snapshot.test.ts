import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from './realtime';
import { parseSnapshot, sawTransaction } from './snapshot';

describe('database snapshots', () => {
  it('reads the text PostgreSQL writes', () => {
    expect(parseSnapshot('748:752:748,750')).toEqual({ xmin: 748n, xmax: 752n, xip: new Set([748n, 750n]) });
    expect(parseSnapshot('752:752:')).toEqual({ xmin: 752n, xmax: 752n, xip: new Set() });
  });

  it('refuses what is not a snapshot', () => {
    for (const text of ['', '752', '752:752', '753:752:', 'a:b:', '1:2:3,', '-1:2:', '1:2:3;4'])
      expect(parseSnapshot(text), text).toBeNull();
    // The relay takes a bounded one.
    const catchUp = (snapshot: string) =>
      clientMessageSchema.safeParse({ type: 'catch-up', snapshot }).success;
    expect(catchUp('748:752:748,750')).toBe(true);
    expect(catchUp('748:752')).toBe(false);
    expect(catchUp('1:2:' + '3,'.repeat(3000) + '3')).toBe(false);
  });

  it('sees the transactions that had ended when it was taken, as pg_visible_in_snapshot does', () => {
    const snapshot = parseSnapshot('748:752:748,750')!;
    // Ended before every running one.
    expect(sawTransaction(snapshot, 747n)).toBe(true);
    // Still running when it was taken.
    expect(sawTransaction(snapshot, 748n)).toBe(false);
    expect(sawTransaction(snapshot, 750n)).toBe(false);
    // Between xmin and xmax and not running: ended.
    expect(sawTransaction(snapshot, 749n)).toBe(true);
    expect(sawTransaction(snapshot, 751n)).toBe(true);
    // Not yet started.
    expect(sawTransaction(snapshot, 752n)).toBe(false);
    expect(sawTransaction(snapshot, 10_000n)).toBe(false);
  });
});
