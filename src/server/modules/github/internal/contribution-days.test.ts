import { describe, expect, it } from 'vitest';
import {
  contributionStats,
  daysFromCalendar,
  daysFromCommitDates,
  lastYearOfDays,
} from './contribution-days';

const TODAY = '2026-11-25'; // a Wednesday

function days(counts: Record<string, number>) {
  return lastYearOfDays(TODAY, new Map(Object.entries(counts)));
}

describe('the contribution graph', () => {
  it('has 365 days ending today, oldest first', () => {
    const graph = lastYearOfDays(TODAY);
    expect(graph).toHaveLength(365);
    expect(graph[0]).toEqual({ date: '2025-11-26', count: 0 });
    expect(graph.at(-1)).toEqual({ date: TODAY, count: 0 });
  });

  it('counts sampled commits per day and leaves out those older than a year or unreadable', () => {
    const graph = daysFromCommitDates(
      ['2026-11-25T08:00:00Z', '2026-11-25T23:59:59Z', '2026-01-02T10:00:00Z', '2024-01-01T00:00:00Z', 'no'],
      TODAY,
    );
    expect(graph.at(-1)!.count).toBe(2);
    expect(graph.find((d) => d.date === '2026-01-02')!.count).toBe(1);
    expect(graph.reduce((sum, d) => sum + d.count, 0)).toBe(3);
  });

  it('takes the provider calendar’s days within the year', () => {
    const graph = daysFromCalendar(
      [
        { date: '2025-11-23', count: 5 },
        { date: '2026-11-24', count: 1 },
      ],
      TODAY,
    );
    expect(graph).toHaveLength(365);
    expect(graph.at(-2)).toEqual({ date: '2026-11-24', count: 1 });
    expect(graph.reduce((sum, d) => sum + d.count, 0)).toBe(1);
  });
});

describe('contribution statistics', () => {
  it('totals the year, the calendar year, the month and the week from Monday', () => {
    const stats = contributionStats(
      days({
        '2025-12-30': 4,
        '2026-01-01': 1,
        '2026-11-01': 2,
        '2026-11-22': 3,
        '2026-11-23': 5,
        [TODAY]: 1,
      }),
      TODAY,
    );
    expect(stats).toMatchObject({
      total_commits: 16,
      commits_this_year: 12,
      commits_this_month: 11,
      commits_this_week: 6,
    });
  });

  it('counts the current streak up to today, or up to yesterday while today has none yet', () => {
    expect(
      contributionStats(days({ '2026-11-23': 1, '2026-11-24': 1, [TODAY]: 2 }), TODAY).current_streak,
    ).toBe(3);
    expect(contributionStats(days({ '2026-11-23': 1, '2026-11-24': 1 }), TODAY).current_streak).toBe(2);
    expect(contributionStats(days({ '2026-11-23': 1 }), TODAY).current_streak).toBe(0);
  });

  it('finds the longest streak anywhere in the year', () => {
    const stats = contributionStats(
      days({ '2026-03-01': 1, '2026-03-02': 1, '2026-03-03': 1, '2026-03-04': 1, [TODAY]: 1 }),
      TODAY,
    );
    expect(stats.longest_streak).toBe(4);
    expect(stats.current_streak).toBe(1);
  });

  it('reads zeros from an empty graph', () => {
    expect(Object.values(contributionStats(lastYearOfDays(TODAY), TODAY))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
