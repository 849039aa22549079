import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from './change-event';
import { createRecentChanges } from './recent-changes';

/** A change the database stamped at `at` (its clock). */
const change = (at: number): ChangeEvent => ({
  table: 'projects',
  op: 'update',
  id: `00000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
  project_id: null,
  audience: [],
  admins: true,
  at,
});

describe('recent changes', () => {
  it('gives the changes stamped after a time, on the database clock', () => {
    const recent = createRecentChanges({ now: () => 1300 });
    recent.listening(1000);
    recent.add(change(1100));
    recent.add(change(1200));
    recent.add(change(1300));
    expect(recent.after(1150)?.map((event) => event.at)).toEqual([1200, 1300]);
    expect(recent.after(1300)).toEqual([]);
    expect(recent.after(1000)?.map((event) => event.at)).toEqual([1100, 1200, 1300]);
  });

  it('finds a change that arrived after a later one (commits end in another order than they began)', () => {
    const recent = createRecentChanges({ now: () => 2000 });
    recent.listening(1000);
    recent.add(change(1500));
    recent.add(change(1400));
    expect(recent.after(1300)?.map((event) => event.at)).toEqual([1500, 1400]);
  });

  it('cannot vouch for anything before it listens, nor for a time before it listened', () => {
    const recent = createRecentChanges({ now: () => 5100 });
    expect(recent.after(6000)).toBeNull();
    recent.listening(5000);
    recent.add(change(5100));
    expect(recent.after(4999)).toBeNull();
    expect(recent.after(5000)?.map((event) => event.at)).toEqual([5100]);
  });

  it('after listening again (a lost connection), vouches only from then on', () => {
    const recent = createRecentChanges({ now: () => 9000 });
    recent.listening(1000);
    recent.add(change(2000));
    recent.listening(8000);
    recent.add(change(8500));
    expect(recent.after(1500)).toBeNull();
    expect(recent.after(8000)?.map((event) => event.at)).toEqual([8500]);
  });

  it('forgets changes older than it keeps, and then cannot vouch for their time', () => {
    let time = 100;
    const recent = createRecentChanges({ keepMs: 1000, now: () => time });
    recent.listening(0);
    recent.add(change(100));
    time = 600;
    recent.add(change(600));
    time = 1300;
    // The change of 100 ms is forgotten: from 100 on, the record is whole again.
    expect(recent.after(50)).toBeNull();
    expect(recent.after(100)?.map((event) => event.at)).toEqual([600]);
  });

  it('keeps at most `max` changes', () => {
    let time = 0;
    const recent = createRecentChanges({ max: 3, now: () => time });
    recent.listening(0);
    for (let i = 1; i <= 5000; i++) {
      time = i;
      recent.add(change(i));
    }
    expect(recent.after(4997)?.map((event) => event.at)).toEqual([4998, 4999, 5000]);
    expect(recent.after(4996)).toBeNull();
  });
});
