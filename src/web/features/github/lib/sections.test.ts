import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTIONS, heatLevel, swipeDirection, weeksOf } from './sections';

describe('the dashboard’s sections', () => {
  it('start with contributions off and the others on', () => {
    expect(DEFAULT_SECTIONS).toEqual({
      profile: true,
      stats: true,
      languages: true,
      repos: true,
      contributions: false,
    });
  });
});

describe('a swipe', () => {
  it('counts from 50 px across, and only when more across than down', () => {
    expect(swipeDirection(-50, 0)).toBe('left');
    expect(swipeDirection(80, 10)).toBe('right');
    expect(swipeDirection(49, 0)).toBeNull();
    expect(swipeDirection(60, 90)).toBeNull();
  });
});

describe('the heat map', () => {
  it('grades a day against the busiest one in four levels', () => {
    expect([0, 1, 3, 5, 8].map((n) => heatLevel(n, 8))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it('lays the days out in weeks from Monday', () => {
    // 2026-11-25 is a Wednesday: two empty days before it.
    const days = ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map(
      (date) => ({ date }),
    );
    const weeks = weeksOf(days);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]).toEqual([null, null, ...days.slice(0, 5)]);
    expect(weeks[1]).toEqual([days[5]]);
  });
});
