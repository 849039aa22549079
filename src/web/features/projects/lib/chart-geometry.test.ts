import { describe, expect, it } from 'vitest';
import { areaPath, linePath, plotProgress, withStartPoint } from './chart-geometry';

const box = { width: 200, height: 120, padding: { top: 10, right: 10, bottom: 10, left: 10 } };

describe('progress chart geometry', () => {
  it('spreads points by date and maps 0–100 % to the bottom–top of the box', () => {
    const points = plotProgress(
      [
        { date: '2026-11-10', progress: 50 },
        { date: '2026-11-01', progress: 0 },
        { date: '2026-11-03', progress: 100 },
      ],
      box,
    );
    expect(points.map((p) => p.date)).toEqual(['2026-11-01', '2026-11-03', '2026-11-10']);
    expect(points.map((p) => [p.x, p.y])).toEqual([
      [10, 110],
      [50, 10],
      [190, 60],
    ]);
  });

  it('centres a single point and draws nothing without history', () => {
    expect(plotProgress([{ date: '2026-11-01', progress: 33 }], box)[0]).toMatchObject({ x: 100, y: 77 });
    expect(plotProgress([], box)).toEqual([]);
  });

  it('builds the line and area paths', () => {
    const points = plotProgress(
      [
        { date: '2026-11-01', progress: 0 },
        { date: '2026-11-02', progress: 100 },
      ],
      box,
    );
    expect(linePath(points)).toBe('M10 110 L190 10');
    expect(areaPath(points, 110)).toBe('M10 110 L190 10 L190 110 L10 110 Z');
  });
});

describe('progress history start', () => {
  it('adds the creation day at 0 % before the first change', () => {
    expect(withStartPoint([{ date: '2026-11-20', progress: 17 }], '2026-11-02')).toEqual([
      { date: '2026-11-02', progress: 0 },
      { date: '2026-11-20', progress: 17 },
    ]);
  });

  it('adds nothing when the first change is that same day, or already at 0 %, or there is no history', () => {
    expect(withStartPoint([{ date: '2026-11-02', progress: 17 }], '2026-11-02')).toHaveLength(1);
    expect(withStartPoint([{ date: '2026-11-20', progress: 0 }], '2026-11-02')).toHaveLength(1);
    expect(withStartPoint([], '2026-11-02')).toEqual([]);
  });
});
