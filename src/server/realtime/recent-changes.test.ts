import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from './change-event';
import { createRecentChanges } from './recent-changes';

const change = (id: number): ChangeEvent => ({
  table: 'projects',
  op: 'update',
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  project_id: null,
  audience: [],
  admins: true,
  at: id,
});

describe('recent changes', () => {
  it('gives the changes that arrived after a time, oldest first', () => {
    let time = 1000;
    const recent = createRecentChanges({ now: () => time });
    time = 1100;
    recent.add(change(1));
    time = 1200;
    recent.add(change(2));
    time = 1300;
    recent.add(change(3));
    expect(recent.after(1150)?.map((event) => event.at)).toEqual([2, 3]);
    expect(recent.after(1300)).toEqual([]);
    expect(recent.after(1000)?.map((event) => event.at)).toEqual([1, 2, 3]);
  });

  it('cannot vouch for a time before it started', () => {
    let time = 5000;
    const recent = createRecentChanges({ now: () => time });
    time = 5100;
    recent.add(change(1));
    expect(recent.after(4999)).toBeNull();
  });

  it('forgets changes older than it keeps, and then cannot vouch for their time', () => {
    let time = 0;
    const recent = createRecentChanges({ keepMs: 1000, now: () => time });
    time = 100;
    recent.add(change(1));
    time = 600;
    recent.add(change(2));
    time = 1300;
    // The change of 100 ms is forgotten: from 100 on, the record is whole again.
    expect(recent.after(50)).toBeNull();
    expect(recent.after(100)?.map((event) => event.at)).toEqual([2]);
  });

  it('keeps at most `max` changes', () => {
    let time = 0;
    const recent = createRecentChanges({ max: 3, now: () => time });
    for (let i = 1; i <= 5000; i++) {
      time = i;
      recent.add(change(i));
    }
    expect(recent.after(4997)?.map((event) => event.at)).toEqual([4998, 4999, 5000]);
    expect(recent.after(4996)).toBeNull();
  });
});
