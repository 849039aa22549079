import { describe, expect, it } from 'vitest';
import { buildSiteCare } from './test-site-care';
import {
  certificateLevel,
  durationParts,
  minutesBetween,
  planUsage,
  shiftMonth,
  sortIncidents,
} from './care-figures';

const certificate = (days_left: number | null, valid = true) => ({
  checked_at: '2026-11-20T10:00:00.000Z',
  expires_at: null,
  days_left,
  issuer: "Let's Encrypt",
  valid,
  error: null,
});

describe('certificate level', () => {
  it('warns at 21 days left and is in danger at 7', () => {
    expect(certificateLevel(certificate(22))).toBe('ok');
    expect(certificateLevel(certificate(21))).toBe('warning');
    expect(certificateLevel(certificate(8))).toBe('warning');
    expect(certificateLevel(certificate(7))).toBe('danger');
    expect(certificateLevel(certificate(-2))).toBe('danger');
  });

  it('says when the certificate is not trusted, and nothing for an http site', () => {
    expect(certificateLevel(certificate(90, false))).toBe('invalid');
    expect(certificateLevel(null)).toBe('none');
  });
});

describe('months, durations and incidents', () => {
  it('moves between months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('measures a duration in days, hours and minutes', () => {
    expect(minutesBetween('2026-11-20T10:00:00.000Z', '2026-11-20T10:12:30.000Z')).toBe(13);
    expect(minutesBetween('2026-11-20T10:00:00.000Z', '2026-11-20T09:00:00.000Z')).toBe(0);
    expect(durationParts(13)).toEqual({ days: 0, hours: 0, minutes: 13 });
    expect(durationParts(1500)).toEqual({ days: 1, hours: 1, minutes: 0 });
  });

  it('lists open incidents first, then the rest newest first', () => {
    const incidents = [
      { started_at: '2026-11-01T10:00:00Z', ended_at: '2026-11-01T10:30:00Z' },
      { started_at: '2026-11-03T10:00:00Z', ended_at: null },
      { started_at: '2026-11-05T10:00:00Z', ended_at: '2026-11-05T10:10:00Z' },
    ];
    expect(sortIncidents(incidents).map((i) => i.started_at)).toEqual([
      '2026-11-03T10:00:00Z',
      '2026-11-05T10:00:00Z',
      '2026-11-01T10:00:00Z',
    ]);
  });
});

describe('plan usage', () => {
  const plan = (used_hours: number, monthly_hours: number | null) =>
    buildSiteCare({
      plan: {
        monthly_hours,
        month: '2026-11',
        used_hours,
        left_hours: monthly_hours === null ? null : monthly_hours - used_hours,
        entries: [],
      },
    }).plan;

  it('fills the bar with the share used and says when the month went over', () => {
    expect(planUsage(plan(2.5, 10))).toEqual({ percent: 25, over: false });
    expect(planUsage(plan(10, 10))).toEqual({ percent: 100, over: false });
    expect(planUsage(plan(12, 10))).toEqual({ percent: 100, over: true });
    expect(planUsage(plan(3, null))).toBeNull();
  });
});
