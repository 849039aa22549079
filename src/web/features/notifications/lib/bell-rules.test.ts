import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/schemas/notifications';
import { actionTarget, arrivals, badgeText, isNearBottom, timeLabel } from './bell-rules';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('badge (docs/product.md#screens-and-navigation, #limits: 99+ above 99)', () => {
  it('is empty at 0 and shows the count up to 99', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('reads 99+ above 99', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('time labels (docs/product.md#limits)', () => {
  it("says 'Ahora' under one minute (and for clocks slightly ahead)", () => {
    expect(timeLabel(ago(0), NOW)).toEqual({ kind: 'now' });
    expect(timeLabel(ago(59_999), NOW)).toEqual({ kind: 'now' });
    expect(timeLabel(ago(-30_000), NOW)).toEqual({ kind: 'now' });
  });

  it("says 'Hace N min' under 60 minutes", () => {
    expect(timeLabel(ago(MIN), NOW)).toEqual({ kind: 'minutes', n: 1 });
    expect(timeLabel(ago(59 * MIN + 59_999), NOW)).toEqual({ kind: 'minutes', n: 59 });
  });

  it("says 'Hace Nh' under 24 hours", () => {
    expect(timeLabel(ago(HOUR), NOW)).toEqual({ kind: 'hours', n: 1 });
    expect(timeLabel(ago(23 * HOUR + 59 * MIN), NOW)).toEqual({ kind: 'hours', n: 23 });
  });

  it('shows the date from 24 hours on', () => {
    expect(timeLabel(ago(24 * HOUR), NOW)).toEqual({ kind: 'date' });
    expect(timeLabel(ago(40 * 24 * HOUR), NOW)).toEqual({ kind: 'date' });
  });
});

describe('infinite scroll (docs/product.md#limits: within 50 px of the bottom)', () => {
  it('loads more within 50 px of the bottom only', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 549 })).toBe(false);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 550 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
  });

  it('counts a list shorter than its box as at the bottom', () => {
    expect(isNearBottom({ scrollHeight: 200, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});

describe('action targets', () => {
  it('routes portal paths in the app', () => {
    expect(actionTarget('/proyectos/detalle/42')).toEqual({
      kind: 'internal',
      path: '/proyectos/detalle/42',
    });
  });

  it('opens http(s) pages in a new tab and ignores anything else', () => {
    expect(actionTarget('https://example.com/x')).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(actionTarget('//evil.example')).toBeNull();
    expect(actionTarget('javascript:alert(1)')).toBeNull();
    expect(actionTarget('')).toBeNull();
    expect(actionTarget(null)).toBeNull();
  });
});

describe('arrivals (toasts for new notifications)', () => {
  const n = (id: string, createdAt: string): Notification => ({
    id,
    user_id: 'u',
    title: id,
    message: '',
    type: 'info',
    category: 'system',
    is_read: false,
    is_urgent: false,
    action_url: null,
    metadata: {},
    created_at: createdAt,
    expires_at: null,
  });

  it('returns unseen notifications newer than the newest seen, oldest first', () => {
    const seen = new Set(['a']);
    const latest = [n('c', ago(0)), n('b', ago(MIN)), n('a', ago(2 * MIN))];
    expect(arrivals(latest, seen, ago(2 * MIN)).map((x) => x.id)).toEqual(['b', 'c']);
  });

  it('ignores an older one that moved up because a newer one was read', () => {
    const latest = [n('old', ago(10 * MIN))];
    expect(arrivals(latest, new Set(['new']), ago(MIN))).toEqual([]);
  });

  it('accepts anything unseen when nothing was seen yet', () => {
    expect(arrivals([n('x', ago(HOUR))], new Set(), null).map((x) => x.id)).toEqual(['x']);
  });
});
