import { describe, expect, it } from 'vitest';
import { parseSnapshot } from '../../shared/snapshot';
import type { ChangeEvent } from './change-event';
import { createRecentChanges } from './recent-changes';

/** A change committed by transaction `xid`. */
const change = (xid: number): ChangeEvent => ({
  table: 'projects',
  op: 'update',
  id: `00000000-0000-4000-8000-${String(xid).padStart(12, '0')}`,
  project_id: null,
  audience: [],
  admins: true,
  at: 0,
  xid: String(xid),
});
const snapshot = (text: string) => parseSnapshot(text)!;
const xids = (events: ChangeEvent[] | null) => events?.map((event) => Number(event.xid)) ?? null;

describe('recent changes', () => {
  it("gives the changes of the transactions a page's snapshot did not see", () => {
    const recent = createRecentChanges();
    recent.listening(snapshot('100:100:'));
    // 101 and 103 ended before the page's snapshot; 102 was running; 104 had not begun.
    for (const xid of [101, 103, 102, 104]) recent.add(change(xid));
    expect(xids(recent.notSeenBy(snapshot('102:104:102')))).toEqual([102, 104]);
    expect(xids(recent.notSeenBy(snapshot('105:105:')))).toEqual([]);
    expect(xids(recent.notSeenBy(snapshot('100:100:')))).toEqual([101, 103, 102, 104]);
  });

  it('cannot vouch for anything before it listens, nor for a snapshot older than its own', () => {
    const recent = createRecentChanges();
    expect(recent.notSeenBy(snapshot('100:100:'))).toBeNull();
    recent.listening(snapshot('100:105:100,103'));
    recent.add(change(103));
    // Older: 99 may have committed before the listener's snapshot.
    expect(recent.notSeenBy(snapshot('99:99:'))).toBeNull();
    // Transaction 101 ran when the page read, and had ended when the relay began listening.
    expect(recent.notSeenBy(snapshot('100:106:100,101'))).toBeNull();
    // Transactions 100 and 103 ran at both moments: whatever they change arrives here.
    expect(xids(recent.notSeenBy(snapshot('100:106:100,103')))).toEqual([103]);
  });

  it('vouches for a snapshot a long transaction holds back, when it was running for the listener too', () => {
    const recent = createRecentChanges();
    recent.listening(snapshot('50:200:50'));
    recent.add(change(201));
    recent.add(change(250));
    expect(xids(recent.notSeenBy(snapshot('50:300:50,250')))).toEqual([250]);
  });

  it('after listening again (a lost connection), vouches only from then on', () => {
    const recent = createRecentChanges();
    recent.listening(snapshot('100:100:'));
    recent.add(change(150));
    recent.listening(snapshot('300:300:'));
    recent.add(change(310));
    expect(recent.notSeenBy(snapshot('200:200:'))).toBeNull();
    expect(xids(recent.notSeenBy(snapshot('305:305:')))).toEqual([310]);
  });

  it('forgets changes older than it keeps, and then cannot vouch for a snapshot that missed one', () => {
    let time = 100;
    const recent = createRecentChanges({ keepMs: 1000, now: () => time });
    recent.listening(snapshot('1:1:'));
    recent.add(change(10));
    time = 600;
    recent.add(change(20));
    time = 1300;
    // The change of transaction 10 is forgotten.
    expect(recent.notSeenBy(snapshot('5:5:'))).toBeNull();
    expect(xids(recent.notSeenBy(snapshot('11:11:')))).toEqual([20]);
  });

  it('keeps at most `max` changes', () => {
    const recent = createRecentChanges({ max: 3 });
    recent.listening(snapshot('1:1:'));
    for (let xid = 1; xid <= 5000; xid++) recent.add(change(xid));
    expect(xids(recent.notSeenBy(snapshot('4998:4998:')))).toEqual([4998, 4999, 5000]);
    expect(recent.notSeenBy(snapshot('4997:4997:'))).toBeNull();
  });
});
