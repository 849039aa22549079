import { describe, expect, it } from 'vitest';
import { nextPhaseOrder, phaseProgress, recordProgress } from './progress';

describe('phaseProgress', () => {
  it('is finished / total, rounded', () => {
    expect(phaseProgress([])).toBe(0);
    expect(phaseProgress([{ status: 'completed' }, { status: 'pending' }, { status: 'in_progress' }])).toBe(
      33,
    );
    expect(phaseProgress([{ status: 'completed' }, { status: 'completed' }, { status: 'pending' }])).toBe(67);
    expect(phaseProgress(Array.from({ length: 6 }, () => ({ status: 'completed' })))).toBe(100);
  });
});

describe('recordProgress', () => {
  it('replaces today’s entry or adds it, keeping dates in order', () => {
    const history = [
      { date: '2026-11-19', progress: 10 },
      { date: '2026-11-21', progress: 20 },
    ];
    expect(recordProgress(history, '2026-11-21', 50)).toEqual([
      { date: '2026-11-19', progress: 10 },
      { date: '2026-11-21', progress: 50 },
    ]);
    expect(recordProgress(history, '2026-11-22', 60)).toHaveLength(3);
  });
});

describe('nextPhaseOrder', () => {
  it('is max + 1, or 1 when none', () => {
    expect(nextPhaseOrder([])).toBe(1);
    expect(nextPhaseOrder([1, 4, 2])).toBe(5);
  });
});
