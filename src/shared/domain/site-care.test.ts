import { describe, expect, it } from 'vitest';
import {
  availability,
  certificateWarningDue,
  daysUntil,
  hoursLeft,
  incidentCause,
  isMonitoring,
  isUpStatus,
  monthDays,
  monthOf,
} from './site-care';
import { careHoursCan, siteCareCan, siteCareRules } from './site-care-policy';

describe('site care rules', () => {
  it('watches a project in production with a site address only', () => {
    expect(isMonitoring('production', 'https://a.es')).toBe(true);
    expect(isMonitoring('maintenance', 'https://a.es')).toBe(false);
    expect(isMonitoring('production', null)).toBe(false);
  });

  it('counts 2xx and 3xx as up, 4xx and 5xx as down', () => {
    expect([200, 204, 301, 308, 399].every(isUpStatus)).toBe(true);
    expect([199, 400, 404, 500, 503].some(isUpStatus)).toBe(false);
  });

  it('names an incident after what its first failed check saw', () => {
    expect(incidentCause({ status_code: 503, error: null })).toBe('HTTP 503');
    expect(incidentCause({ status_code: null, error: 'timeout' })).toBe('timeout');
  });

  it('warns at 21 and at 7 days left, once each', () => {
    const none = { warned21: false, warned7: false };
    expect(certificateWarningDue(30, none)).toBeNull();
    expect(certificateWarningDue(21, none)).toBe(21);
    expect(certificateWarningDue(10, { warned21: true, warned7: false })).toBeNull();
    expect(certificateWarningDue(7, { warned21: true, warned7: false })).toBe(7);
    // A certificate first seen with 5 days left gets the 7-day warning alone.
    expect(certificateWarningDue(5, none)).toBe(7);
    expect(certificateWarningDue(2, { warned21: true, warned7: true })).toBeNull();
    expect(certificateWarningDue(null, none)).toBeNull();
  });

  it('counts whole days left', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(daysUntil(new Date('2026-12-04T12:00:00Z'), now)).toBe(10);
    expect(daysUntil(new Date('2026-12-04T11:59:00Z'), now)).toBe(9);
    expect(daysUntil(new Date('2026-11-23T12:00:00Z'), now)).toBe(-1);
  });

  it('rounds availability to two decimals, none without checks', () => {
    expect(availability(8638, 8640)).toBe(99.98);
    expect(availability(1, 3)).toBe(33.33);
    expect(availability(0, 0)).toBeNull();
  });

  it('takes months in the agency’s time zone', () => {
    // 23:30 UTC on 31 October is already November in Madrid.
    expect(monthOf(new Date('2026-10-31T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11');
    expect(monthOf(new Date('2026-10-31T23:30:00Z'), 'UTC')).toBe('2026-10');
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', next: '2026-12-01' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });

  it('leaves the plan’s hours, negative when the month went over, none without a plan', () => {
    expect(hoursLeft(10, 3.75)).toBe(6.25);
    expect(hoursLeft(2, 3.5)).toBe(-1.5);
    expect(hoursLeft(null, 3)).toBeNull();
  });
});

describe('site care policy', () => {
  const admin = { id: 'a', role: 'admin' as const };
  const client = { id: 'c', role: 'user' as const };
  it('lets the agency configure, check and record hours; clients read only', () => {
    expect(siteCareCan(admin)).toEqual({ configure: true, log_hours: true });
    expect(siteCareCan(client)).toEqual({ configure: false, log_hours: false });
    expect(careHoursCan(client)).toEqual({ delete: false });
    expect(siteCareRules.checkNow(client)).toEqual({
      code: 'PERMISSION',
      message: 'projects:errors.onlyAdmins',
    });
  });
});
